import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server on 127.0.0.1 for the mail tests: it accepts every message and keeps it whole,
 * so a test reads what a recipient's mail server would have received.
 */

export interface CapturedMail {
  /** The envelope's sender ('' for none) and recipients. */
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  raw: string;
}

export interface SmtpCapture {
  /** Every message accepted so far, in order. */
  readonly received: CapturedMail[];
  /** Starts listening (on `port`, or any free one) and returns the server's `smtp://` URL. */
  listen(port?: number): Promise<string>;
  /** The first message to `to`, now or when it arrives (the test's timeout bounds the wait). */
  messageTo(to: string): Promise<CapturedMail>;
  close(): Promise<void>;
}

export function smtpCapture(): SmtpCapture {
  const received: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  return {
    received,
    async listen(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const address = server.server.address() as AddressInfo;
      return `smtp://127.0.0.1:${address.port}`;
    },
    async messageTo(to) {
      for (;;) {
        const found = received.find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
