import { errorResponseSchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { confirmPage, donePage } from './unsubscribe-page.js';
import { unsubscribe, unsubscribeKind } from './unsubscribe.service.js';

const query = z.object({ token: z.string().max(200) });
const html = 'text/html; charset=utf-8';

/**
 * /api/mail/unsubscribe?token=: the link in every scheduled mail and its List-Unsubscribe header.
 * POST (a mail client's one-click, or the page's button) unsubscribes; GET only shows the button.
 */
export const mailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = (log: typeof app.log) => ({ ...deps, log });
  const tags = ['mail'];

  // NOTE: RFC 8058 one-click POSTs are forms (`List-Unsubscribe=One-Click`). These parsers live in
  // this plugin only, so the rest of the API goes on accepting JSON and nothing else.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // The RFC allows multipart too; its fields say nothing the link does not, so they are dropped.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string' },
    (_request, _body, done) => {
      done(null, {});
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: { tags, querystring: query, response: { 200: z.string(), 400: errorResponseSchema } },
    },
    async (request, reply) => {
      const kind = unsubscribeKind(ctx(request.log), request.query.token);
      return reply.type(html).send(confirmPage(deps.config.brand, kind, request.query.token));
    },
  );

  app.post(
    '/unsubscribe',
    {
      bodyLimit: 4096,
      schema: {
        tags,
        querystring: query,
        // The link carries everything; the form fields are accepted and not needed. A POST
        // without a body reaches validation as null.
        body: z.record(z.string(), z.string()).nullish(),
        response: { 200: z.string(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const kind = await unsubscribe(ctx(request.log), request.query.token);
      return reply.type(html).send(donePage(deps.config.brand, kind, deps.config.appUrl));
    },
  );
};
