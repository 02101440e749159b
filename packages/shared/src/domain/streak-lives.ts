import fc from 'fast-check';
import { localDay, type Day } from './day.js';

/*
 * The random lives of one habit that the streak properties play: streak-cache.test.ts and
 * streak-state.test.ts here, apps/server/src/modules/habits/kept-streak.test.ts on the real
 * database. A life is a list of steps (check-ins, undos, the clock moving…); each test names the
 * kinds of step it plays, how often each comes (its weight) and what each carries.
 */

type Fields = Record<string, fc.Arbitrary<unknown>>;
/** Each kind of step: its weight among the others, and the arbitraries of what it carries. */
export type StepKinds = Record<string, readonly [weight: number, fields: Fields]>;

/** One step of a life of these kinds: `{ kind, ...its fields }`. */
type StepOf<S extends StepKinds> = {
  [K in keyof S & string]: { kind: K } & {
    [F in keyof S[K][1]]: S[K][1][F] extends fc.Arbitrary<infer T> ? T : never;
  };
}[keyof S & string];

/** What a `lifeStep(…)` arbitrary gives: `type Op = LifeStep<typeof op>`. */
export type LifeStep<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** One random step, a kind picked by weight (in the order given), with its fields. */
export function lifeStep<const S extends StepKinds>(kinds: S): fc.Arbitrary<StepOf<S>> {
  const choices = Object.entries(kinds).map(([kind, [weight, fields]]) => ({
    weight,
    arbitrary: fc.record({ kind: fc.constant(kind), ...fields }),
  }));
  return fc.oneof(...choices) as fc.Arbitrary<StepOf<S>>;
}

/** The clock of a life whose user moves between zones: the instant, their zone and their today. */
export class LifeClock {
  now: number;

  constructor(
    start: string,
    public zone: string,
  ) {
    this.now = new Date(start).getTime();
  }

  wait(hours: number): void {
    this.now += hours * 3_600_000;
  }

  get today(): Day {
    return localDay(new Date(this.now), this.zone);
  }
}
