import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { PaymentProvider } from './modules/billing/payment-provider.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { MailDelivery } from './modules/mail/outbox.js';
import type { OutboxMailer } from './modules/mail/outbox-mailer.js';

/** Everything a service needs from the outside world, passed in so tests can replace any part. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** The dev outbox when mail is not going over SMTP; null otherwise. */
  outbox: OutboxMailer | null;
  payments: PaymentProvider;
  /** Delivers the mail outbox in this process after a commit (modules/mail/outbox.ts). */
  mailDelivery: MailDelivery;
}

export interface ServiceContext extends AppDeps {
  log: FastifyBaseLogger;
}
