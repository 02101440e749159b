import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Every wait is bounded and well inside the outbox's five-minute lease (modules/mail/outbox.ts): a
 * mail server that stops answering fails the attempt, which is then retried, instead of holding
 * the mail (and a clean shutdown) for nodemailer's default of minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * Real mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). nodemailer loads with the
 * first mail, so an idle server does not hold it (docs/decisions/019-prepared-statements.md).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let opening: Promise<Transporter> | undefined;
  const transport = () =>
    (opening ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }),
    ));
  return {
    async send(message: MailMessage) {
      const smtp = await transport();
      await smtp.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    async close() {
      if (opening) (await opening).close();
    },
  };
}
