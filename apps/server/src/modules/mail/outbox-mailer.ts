import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '@streakwise/shared';
import type { Clock } from '../../clock.js';
import type { Mailer, MailMessage } from './mailer.js';

const LIST_LIMIT = 50;

export interface OutboxMailer extends Mailer {
  list(to?: string): Promise<OutboxMail[]>;
}

/**
 * Development mail: each message is a JSON file in `DATA_DIR/outbox` and one console line with
 * its link. NOTE: this is the one place a token may be printed, and only outside production.
 */
export function createOutboxMailer(
  dir: string,
  clock: Clock,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): OutboxMailer {
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const sentAt = clock.now().toISOString();
      const mail: OutboxMail = { ...message, sentAt };
      const file = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await writeFile(path.join(dir, file), JSON.stringify(mail, null, 2));
      write(
        `[dev outbox] to ${message.to}: ${message.subject} ${message.links[0] ?? ''}`.trimEnd(),
      );
    },
    async list(to?: string) {
      const files = await readdir(dir).catch(() => [] as string[]);
      const newestFirst = files
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
      const mails: OutboxMail[] = [];
      for (const file of newestFirst) {
        const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail;
        if (to && mail.to !== to.toLowerCase()) continue;
        mails.push(mail);
        if (mails.length >= LIST_LIMIT) break;
      }
      return mails;
    },
    close: () => Promise.resolve(),
  };
}
