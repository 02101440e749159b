import {
  completeHabitRequestSchema,
  completeResultSchema,
  createHabitRequestSchema,
  habitIdParamsSchema,
  habitOrderRequestSchema,
  habitSchema,
  idempotencyHeadersSchema,
  listHabitsQuerySchema,
  updateHabitRequestSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { encodeReply, markEncoded, replyEncoding } from '../../plugins/compression.js';
import { completeHabit } from './check-in.service.js';
import { settleReads } from './quit-days.service.js';
import { archiveHabit, restoreHabit, updateHabit } from './habit-edits.service.js';
import { setHabitOrder } from './habit-order.service.js';
import { lateWindowOpen, viewAt } from './habit-strength.js';
import { createHabit } from './habit-create.service.js';
import { deleteHabit, listHabits } from './habits.service.js';
import { createReplyCache } from './reply-cache.js';
import { undoCheckIn } from './undo.service.js';

const errors = errorReplies(400, 401, 403, 404, 409);

/**
 * /api/habits (docs/architecture.md §4). Every route needs a signed-in user; ids of other users'
 * habits are 404.
 */
export const habitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'habits');
  // The list is most of what the dashboard asks for; its reply is rebuilt only when the habits,
  // their completions or the user's day changed (docs/decisions/014-habit-list-cache.md).
  const listCache = createReplyCache(deps.config.habitListCacheBytes);

  app.get(
    '/',
    {
      schema: {
        ...common,
        description:
          'The active habits in the order the person set (`PUT /habits/order`; a new habit comes ' +
          'first, a restored one last); `?archived=true` lists the archived ones instead. ' +
          'Each carries its `schedule` and, in `completions`, the days of the window (`from`, ' +
          'else the last 60 days, through today) with a status: `done` (the target that day had ' +
          'was reached), `partial` (some check-ins, short of it), `protected` (skipped, on ' +
          'vacation or saved by a freeze, and not done: the streak lives on without growing) and ' +
          '`missed` (a due day before today with nothing, from the day the habit was created). ' +
          'Today is listed only once it has check-ins or a protection; days not due and not ' +
          'checked in are left out, and a weekly habit has no missed day. The streak counts due ' +
          'days (weeks that met their count, for a weekly habit): a day not due neither breaks ' +
          'nor extends it, and a protected day keeps it without adding to it. `strength` (0–100) ' +
          'is an exponentially weighted share of the due days kept over the last 182 days ' +
          '(docs/strength.md). `streakAtRisk` is set from midnight until 10:00 after a missed ' +
          'due day while the streak can still be saved: `{ days, until, savedBy }`, `savedBy` ' +
          'being `late` (check yesterday in) or `freeze` (a held freeze will cover the day); ' +
          'null otherwise.',
        querystring: listHabitsQuerySchema,
        response: { 200: z.array(habitSchema), ...errors },
      },
    },
    async (request, reply) => {
      // Quit habits' days are written and held streak freezes used first, so the list shows them
      // (and its version moves).
      const user = await settleReads(ctx(request.log), requireUser(request));
      const { from, archived } = request.query;
      const at = viewAt(deps.clock.now(), user);
      // A streak at risk depends on the late window and the freezes held too (docs/strength.md).
      const risk = `${lateWindowOpen(at) ? 'late' : 'closed'} ${user.freezesHeld}`;
      const key = `${user.id} ${at.today} ${risk} ${from ?? ''} ${archived ? 'archived' : 'active'}`;
      const version = user.habitsVersion;
      let body = listCache.get(key, version);
      if (body === undefined) {
        const habits = await listHabits(ctx(request.log), user, from, archived, at);
        body = Buffer.from(reply.serialize(habits) as string);
        listCache.set(key, version, body);
      }
      reply.type('application/json; charset=utf-8');
      // The kept reply is compressed once per version and encoding, not on every request; a reply
      // not kept is left to the compression hook.
      const encoding = replyEncoding(request, body.length);
      const packed =
        encoding && listCache.encoded(key, version, encoding, (raw) => encodeReply(raw, encoding));
      // Bytes go out as they are (the route's serializer made them), so the reply type, which
      // describes the object, does not fit them.
      if (encoding && packed) return markEncoded(reply, encoding).send(packed);
      return reply.send(body as never);
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        description:
          'Creates a habit. `schedule` says when it is owed: `{ "kind": "daily" }` (the default), ' +
          '`{ "kind": "weekdays", "days": [1, 2, 3, 4, 5] }` (0 = Sunday … 6 = Saturday, at least ' +
          'one) or `{ "kind": "weekly", "times": 3 }` (1 to 7 days in each Monday–Sunday week); ' +
          'anything else is 400 with the schedule message. A check-in on a day that is not due is ' +
          'recorded and earns its points, but does not count toward the streak.',
        body: createHabitRequestSchema,
        response: { 201: habitSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createHabit(ctx(request.log), requireUser(request), request.body)),
  );

  app.put(
    '/order',
    {
      schema: {
        ...common,
        description:
          'Sets the order in which `GET /habits` (and Premium analytics) list the active ' +
          'habits: `ids` names each of them exactly once, first shown first. A list with an ' +
          'id missing, repeated, unknown, archived or of another account is 400 and changes ' +
          'nothing. 204 on success; sending the same order again changes nothing.',
        body: habitOrderRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setHabitOrder(ctx(request.log), requireUser(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...common,
        description:
          'Changes any of the create fields (at least one). A new daily target applies from today: ' +
          'earlier days keep the target they had. A new `schedule` (validated as on create) ' +
          'changes which days are owed, so the streak and the missed days are judged by it from ' +
          'then on, over the whole history. Free plans may send only the default or the ' +
          'current icon and colour (403 PLAN_REQUIRED otherwise). `reminder` ' +
          '(`{ time: "HH:MM", days?: [1…7] }`, ISO weekdays, 1 = Monday; without `days`, every ' +
          'day the habit is due) sets the habit its own reminder, by push to each subscribed ' +
          'device or else by e-mail, at that local time if the habit is not done and the day ' +
          'not protected; Premium only (403 PLAN_REQUIRED), `null` removes it. Set past ' +
          "today's time, it first goes tomorrow.",
        params: habitIdParamsSchema,
        body: updateHabitRequestSchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) =>
      updateHabit(ctx(request.log), requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/:id/archive',
    {
      schema: {
        ...common,
        description:
          'Archives a habit: hidden from the day, no check-ins (409 HABIT_ARCHIVED), history kept, ' +
          'no longer counted towards the plan limit. Archiving an archived habit changes nothing.',
        params: habitIdParamsSchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) => archiveHabit(ctx(request.log), requireUser(request), request.params.id),
  );

  app.delete(
    '/:id/archive',
    {
      schema: {
        ...common,
        description:
          'Restores an archived habit; 403 HABIT_LIMIT when the plan has no room for another ' +
          'active habit.',
        params: habitIdParamsSchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) => restoreHabit(ctx(request.log), requireUser(request), request.params.id),
  );

  app.patch(
    '/:id/complete',
    {
      schema: {
        ...common,
        description:
          'Checks in on `date`: a count habit takes `count` check-ins (1 to 10, default 1, capped ' +
          'at what is left; more than 10 is 400); a measured habit takes `amount`, added to the ' +
          "day's total with no cap (its points come once, with the entry that reaches the " +
          'target); a habit to quit takes `count` slips (1 to 100, default 1; never points). A ' +
          'field of another kind is 400 with a sentence. `date` is today (the default) or, until 10:00 local time the next morning, yesterday (a late check-in, ' +
          'counted, streaked and paid as that day). Any other day, or a day before the habit ' +
          'existed, is 409 DAY_CLOSED; a day already at its target is 409 ALREADY_COMPLETE. The ' +
          'reply shows the habit as of today.',
        params: habitIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: completeHabitRequestSchema,
        response: { 200: completeResultSchema, ...errors },
      },
    },
    async (request) =>
      completeHabit(
        ctx(request.log),
        requireUser(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        request.body.date,
      ),
  );

  app.delete(
    '/:id/complete',
    {
      schema: {
        ...common,
        description:
          "Undoes today's last check-in of the habit: its units and its points, and what it " +
          'broke: a bonus of the week whose condition no longer holds (in `bonuses`, negative) ' +
          'and the badges whose rule no longer holds (`badgesTakenBack`). Nothing left to undo ' +
          'today is 409 NOTHING_TO_UNDO. With an ' +
          'Idempotency-Key, a repeated key returns the first reply and undoes nothing more; a ' +
          "key already used for another request (a check-in's, say) is 409 CONFLICT.",
        params: habitIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: completeResultSchema, ...errors },
      },
    },
    async (request) =>
      undoCheckIn(
        ctx(request.log),
        requireUser(request),
        request.params.id,
        request.headers['idempotency-key'],
      ),
  );

  app.delete(
    '/:id',
    {
      schema: { ...common, params: habitIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteHabit(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
