import fc from 'fast-check';
import type { Owner, World } from './world.js';

/* Values drawn from the world's pools of ids, which grow while the fuzzing runs. */

export const DAY_MS = 86_400_000;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The request being generated: the world, and the collection its ids should come from. */
export interface Ctx {
  w: World;
  near: string;
}

/** One item of a list read when the value is generated: the pools grow during the fuzzing. */
export function pick<T>(list: () => readonly T[], fallback: T): fc.Arbitrary<T> {
  return fc.nat().map((i) => {
    const items = list();
    return items[i % Math.max(items.length, 1)] ?? fallback;
  });
}

/** Like pick, but half the time one of the last ten: the newest ids are the likeliest to live. */
function pickRecent<T>(list: () => readonly T[], fallback: T): fc.Arbitrary<T> {
  const recent = fc.nat(9).map((i) => {
    const items = list();
    return items[items.length - 1 - (i % Math.max(items.length, 1))] ?? fallback;
  });
  return fc.oneof(pick(list, fallback), recent);
}

/**
 * Mostly the premium member's ids from the same collection (the usual sender's, likeliest to be
 * found), then the free member's and the bystander's, any id at all, and unknown ones.
 */
export function idArb({ w, near }: Ctx): fc.Arbitrary<string> {
  const ids = (owner: Owner, nearby: boolean) => () => {
    const all = w.ids.filter((k) => k.owner === owner);
    const close = nearby ? all.filter((k) => k.from.startsWith(near)) : [];
    return (close.length > 0 ? close : all).map((k) => k.id);
  };
  return fc.oneof(
    { weight: 8, arbitrary: pickRecent(ids('premium', true), NIL_UUID) },
    { weight: 3, arbitrary: pickRecent(ids('free', true), NIL_UUID) },
    { weight: 3, arbitrary: pick(ids('bystander', true), NIL_UUID) },
    { weight: 1, arbitrary: pick(ids('premium', false), NIL_UUID) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}
