import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// Tests only: a real SMTP server on a local port (smtp-server), whose answer is switched per test.

export type SinkMode = 'accept' | 'reject' | 'hang';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  mode: SinkMode;
  /** each accepted message waits this long first (to make two workers overlap) */
  delayMs: number;
  /** MAIL FROM .. DATA conversations begun, including refused ones */
  attempts: number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { url: '', messages: [], mode: 'accept', delayMs: 0, attempts: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200, // a hanging conversation must not hold the test's end
    onData(stream, _session, callback) {
      sink.attempts++;
      const mode = sink.mode;
      simpleParser(stream)
        .then(async (mail) => {
          if (mode === 'hang') return; // never answers: the worker's timeout must end the attempt
          if (mode === 'reject') {
            const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
            return callback(err);
          }
          if (sink.delayMs) await new Promise((r) => setTimeout(r, sink.delayMs));
          sink.messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
