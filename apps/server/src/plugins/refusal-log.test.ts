import { expect, it } from 'vitest';
import * as kit from '../test/habits.js';
import { bearer, useTestApp } from '../test/helper.js';

const t = useTestApp();

/** The `request.refused` lines logged since `from`, parsed. */
function refusals(from: number) {
  return t.logs
    .slice(from)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.event === 'request.refused');
}

it('logs each refused request as a security event with who was refused, never what was sent', async () => {
  const owner = await kit.newMember(t);
  const intruder = await kit.newMember(t);
  const habit = await kit.addHabit(
    t,
    owner.token,
    { name: 'Walk', category: 'Health', dailyTarget: 1 },
    201,
  );
  const from = t.logs.length;

  // Another member's habit: 404, as if it did not exist.
  const foreign = await t.app.inject({
    method: 'PATCH',
    url: `/api/habits/${habit._id}/complete`,
    headers: bearer(intruder.token),
  });
  expect(foreign.statusCode).toBe(404);
  // A body the rules refuse, carrying a value that must not reach the log.
  const invalid = await t.app.inject({
    method: 'POST',
    url: '/api/habits',
    headers: bearer(intruder.token),
    payload: { name: 'secret-looking-value-'.repeat(20), category: 'Health', dailyTarget: 0 },
  });
  expect(invalid.statusCode).toBe(400);
  // No token at all.
  expect((await t.app.inject({ method: 'GET', url: '/api/habits' })).statusCode).toBe(401);

  expect(refusals(from)).toEqual([
    expect.objectContaining({ status: 404, code: 'NOT_FOUND', userId: intruder.id }),
    expect.objectContaining({ status: 400, userId: intruder.id }),
    expect.objectContaining({ status: 401, code: 'UNAUTHORIZED', userId: null }),
  ]);
  expect(t.logs.slice(from).join('')).not.toContain('secret-looking-value');
});
