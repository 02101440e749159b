import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { serializeError } from './log-errors.js';

/** Token-bearing URL parts: the verification path segment and any token-like query value. */
const SECRET_IN_URL = [
  [/(\/verify-email\/)[^/?#]+/gi, '$1[redacted]'],
  [/([?&](?:token|order_id|session_id)=)[^&#]*/gi, '$1[redacted]'],
] as const;

export function redactUrl(url: string): string {
  return SECRET_IN_URL.reduce(
    (acc, [pattern, replacement]) => acc.replace(pattern, replacement),
    url,
  );
}

/** Structured pino logs with no secrets: request URLs are redacted, headers and bodies never logged. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        '*.password',
        '*.token',
        '*.newPassword',
        '*.currentPassword',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
