import { errorResponseSchema, MESSAGES, outboxMailSchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdjustableClock } from '../../clock.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { runAllTicks } from '../../jobs/ticks.js';
import { requireUser } from '../../plugins/authenticate.js';
import { listHabits } from '../habits/habits.service.js';
import { signDoneToken } from '../push/done-token.js';
import { habitReminderPush } from '../reminders/push-messages.js';

/** GET /api/dev/outbox: the latest dev mails, newest first. Registered only outside production. */
export const devOutboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async (request) => {
      // Mail is delivered just after the reply that queued it; a client reading right away
      // waits for this process's delivery pass instead of racing it.
      await deps.mailDelivery.idle();
      return deps.outbox ? deps.outbox.list(request.query.to) : [];
    },
  );
};

const CLOCK_MIN = Date.UTC(2000, 0, 1);
const CLOCK_MAX = Date.UTC(2200, 0, 1);

/**
 * POST /api/test/clock {now}: moves the server's clock. Only with NODE_ENV=test and TEST_CLOCK=1.
 * Before answering it runs the scheduled-mail ticks at the new time, so a test that moves to a
 * reminder time finds the mail in the dev outbox without waiting for the job engine.
 */
export const testClockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/test/clock',
    {
      schema: {
        tags: ['dev'],
        body: z.object({
          // Far enough either way for any test; the ends of the calendar break date arithmetic.
          now: z.iso
            .datetime({ offset: true })
            .refine((now) => Date.parse(now) >= CLOCK_MIN && Date.parse(now) < CLOCK_MAX, {
              error: 'The test clock can be set from the year 2000 to 2199.',
            }),
        }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      if (deps.clock instanceof AdjustableClock) deps.clock.set(new Date(request.body.now));
      await runAllTicks({ ...deps, log: request.log });
      return { now: deps.clock.now().toISOString() };
    },
  );
};

/**
 * POST /api/test/habit-reminder-payload {habitId}: the push the signed-in person's active habit's
 * reminder would carry today, its doneToken signed as the reminder signs it (404 for a habit not
 * theirs or not active), for the
 * journey that hands it to the service worker (apps/web/e2e/push-notification.spec.ts). Only with
 * NODE_ENV=test and TEST_CLOCK=1, so 404 anywhere else; it sends nothing.
 */
export const testPushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/test/habit-reminder-payload',
    {
      schema: {
        tags: ['dev'],
        security: [{ bearerAuth: [] }],
        body: z.object({ habitId: z.uuid() }),
        response: { 200: z.record(z.string(), z.unknown()), 404: errorResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = requireUser(request);
      const habits = await listHabits({ ...deps, log: request.log }, user);
      const habit = habits.find((h) => h._id === request.body.habitId);
      if (!habit) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
      const date = habit.today.date;
      const doneToken = signDoneToken(deps.config.jwtSecret, {
        userId: user.id,
        habitId: habit._id,
        date,
      });
      const open = {
        id: habit._id,
        name: habit.name,
        kind: habit.kind ?? 'count',
        unit: habit.unit ?? null,
        count: habit.today.completed,
        target: habit.today.target,
        week: null,
      };
      return habitReminderPush(open, date, doneToken);
    },
  );
};
