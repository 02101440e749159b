import { EXPORT_MAX_DAYS, exportQuerySchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { exportData } from './export.service.js';

const DESCRIPTION = `The user's data as a downloaded file (Content-Disposition: attachment; filename="streakwise-export-<start>-to-<end>.<ext>"). Premium only: any other plan gets 403 {message: "Premium subscription required for data export", code: "PREMIUM_REQUIRED"}.

One export at a time per person: while one is still downloading, another answers 429 {message, code: "RATE_LIMITED"} with Retry-After (seconds).

The range defaults to the first habit's creation day up to today (the user's day) and covers at most ${EXPORT_MAX_DAYS} days. JSON, XML and CSV hold the same data (format version 2, docs/export-format.md):

- format, formatVersion: "streakwise-export", 2 (the XML root's attributes; CSV has neither).
- profile: name, email, timezone, plan, points, memberSince.
- habits, archived ones too: name, category, dailyTarget (a count's check-ins a day), icon, color, description, createdOn, archivedOn, kind (count, measure, quit), unit, target (a measure's daily amount), limit (a quit habit's slips), archivedAt, position (the person's order), schedule ({kind: daily} | {kind: weekdays, days: 0–6, 0 = Sunday} | {kind: weekly, times}), reminder ({time: HH:MM, days?: ISO 1–7} or null), currentStreak and bestStreak (days, weeks for a weekly habit) and strength (0–100) as of the export.
- categories: the person's own ({name}). vacations: {from, to, habits: names, or null for every habit}.
- habitDays: one row per habit and day in the range (from the habit's creation day, up to today, while not archived): date, habit, count (the day's total in the person's numbers), target (that day's), completed (done; kept for a quit habit), corrected, note.
- protectedDays: date, habit, kind (skip = a rest day, vacation, freeze), reason (a rest day's, else null); when the range reaches today, the days planned after it too.
- badges: name, description, earnedAt. goals: title, description, type, target, status, deadline, habit, reward, progress, completedAt. points: the ledger entries of the range (date, reason, amount, habit).

- json (application/json): one document.
- csv (text/csv; charset=utf-8): RFC 4180 with a BOM, one header row and a \`section\` column (profile, habit, category, vacation, habit-day, protected-day, badge, goal, points); cells starting with = + - @, tab or CR are prefixed with '.
- xml (application/xml): <export format="streakwise-export" formatVersion="2"> with range, profile, habits, categories, vacations, habitDays, protectedDays, badges, goals and points; nested objects as elements, a list's items named without the plural s.
- pdf (application/pdf): a report with a summary, a weekly completion chart and a per-habit table.`;

/** GET /api/premium/export: streams every format; the body is a file, not a JSON reply. */
export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common } = signedInRoutes(app, deps, 'premium');

  app.get(
    '/export',
    {
      schema: {
        ...common,
        description: DESCRIPTION,
        querystring: exportQuerySchema,
        response: {
          // NOTE: a file (often a stream): never passed through the JSON serializer.
          200: z.unknown().describe('The export file in the requested format'),
          ...errorReplies(400, 401, 403, 429),
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
