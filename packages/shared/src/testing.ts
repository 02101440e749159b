/**
 * Test support shared by this package's property tests and the server's: not part of the
 * package's runtime API (`src/index.ts`), and not built into `dist/` (tsconfig.build.json).
 */
export { LifeClock, lifeStep, type LifeStep, type StepKinds } from './domain/streak-lives.js';
