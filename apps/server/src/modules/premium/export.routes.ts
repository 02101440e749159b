import { EXPORT_MAX_DAYS, errorResponseSchema, exportQuerySchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/authenticate.js';
import { exportData } from './export.service.js';

const DESCRIPTION = `The user's data as a downloaded file (Content-Disposition: attachment; filename="streakwise-export-<start>-to-<end>.<ext>"). Premium only: any other plan gets 403 {message: "Premium subscription required for data export", code: "PREMIUM_REQUIRED"}.

One export at a time per person: while one is still downloading, another answers 429 {message, code: "RATE_LIMITED"} with Retry-After (seconds).

The range defaults to the first habit's creation day up to today (the user's day) and covers at most ${EXPORT_MAX_DAYS} days. Every format holds the profile, the habits, one row per habit and day in the range (date, habit, count, target, completed; from the habit's creation day, up to today, while not archived; target is that day's target), badges, goals and the points ledger entries of the range.

- json (application/json): one document.
- csv (text/csv; charset=utf-8): RFC 4180 with a BOM, one header row and a \`section\` column (profile, habit, habit-day, badge, goal, points); cells starting with = + - @, tab or CR are prefixed with '.
- xml (application/xml): <export> with range, profile, habits, habitDays, badges, goals and points.
- pdf (application/pdf): a report with a summary, a weekly completion chart and a per-habit table.`;

/** GET /api/premium/export: streams every format; the body is a file, not a JSON reply. */
export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // NOTE: onRequest, so a caller without a valid token gets 401 before its input is validated.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/export',
    {
      schema: {
        tags: ['premium'],
        security: [{ bearerAuth: [] }],
        description: DESCRIPTION,
        querystring: exportQuerySchema,
        response: {
          // NOTE: a file (often a stream): never passed through the JSON serializer.
          200: z.unknown().describe('The export file in the requested format'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await exportData(
        { ...deps, log: request.log },
        requireUser(request),
        request.query,
      );
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );
};
