import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Every wait is bounded and well inside the outbox's five-minute lease (modules/mail/outbox.ts): a
 * mail server that stops answering fails the attempt, which is then retried, instead of holding
 * the mail (and a clean shutdown) for nodemailer's default of minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** Real mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
