import path from 'node:path';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer, type OutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** SMTP when `SMTP_URL` is set; otherwise the dev outbox (docs/architecture.md §3). */
export function createMailer(
  config: Config,
  clock: Clock,
): { mailer: Mailer; outbox: OutboxMailer | null } {
  if (config.smtpUrl)
    return { mailer: createSmtpMailer(config.smtpUrl, config.mailFrom), outbox: null };
  const outbox = createOutboxMailer(path.join(config.dataDir, 'outbox'), clock);
  return { mailer: outbox, outbox };
}
