import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { runImport } from '../modules/imports/imports.service.js';

/**
 * Work asked for by a request and done by the job queue (unlike the ticks, which a schedule
 * fills): today, applying an import (issue 28). With the engine running (config.jobs), a job is
 * sent to pg-boss and any instance works it, a crash included; without it (development and
 * tests by default), the work runs in this process after the reply, and `idle()` waits for it.
 */
export const WORK = {
  'import-apply': (ctx, id) => runImport(ctx, id),
} satisfies Record<string, (ctx: Parameters<typeof runImport>[0], id: string) => Promise<void>>;

export type WorkName = keyof typeof WORK;

export class WorkQueue {
  private boss: PgBoss | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The engine started: from now on work goes through pg-boss. */
  attach(boss: PgBoss | null): void {
    this.boss = boss;
  }

  async send(name: WorkName, id: string): Promise<void> {
    if (this.boss) {
      await this.boss.send(name, { id });
      return;
    }
    const ctx = { ...this.deps, log: this.log.child({ job: name }) };
    const run = WORK[name](ctx, id)
      .catch((err: unknown) => ctx.log.error({ event: 'jobs.error', err }, 'work failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
