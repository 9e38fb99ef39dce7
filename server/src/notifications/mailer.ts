import type { ShopIdentity } from '@store/contract/shop';
import nodemailer from 'nodemailer';
import type { Deps } from '../app-env';
import { mailOutbox } from '../db/schema';
import { isProduction } from '../env';
import { maskEmail } from '../log';
import { shopIdentity } from '../settings/shop-settings';

export interface OutgoingMail {
  to: string;
  /** one per outbox row: a receiver can drop a copy resent after a crash mid-send */
  messageId?: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly name: 'smtp' | 'dev';
  /** resolves once the server accepted the message; rejects on refusal, network error or `signal` */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

/** Seconds an SMTP server may take to connect, greet or answer before the attempt fails. */
export const SMTP_TIMEOUT_MS = 10_000;

/** The shop's own address when MAIL_FROM is not set: "Vastra <support@vastra.in>", as the owner has set it. */
export const mailFromOf = (shop: Pick<ShopIdentity, 'name' | 'supportEmail'>) =>
  `"${shop.name}" <${shop.supportEmail}>`;

/**
 * SMTP_URL picks SMTP (nodemailer); without it, outside production, the development outbox;
 * in production without it, none: e-mails are then marked skipped and only SMS go out.
 */
export function mailerFor(deps: Deps): Mailer | null {
  const { env } = deps;
  if (env.SMTP_URL) {
    const { MAIL_FROM } = env;
    return smtpMailer(env.SMTP_URL, async () => MAIL_FROM ?? mailFromOf(await shopIdentity(deps.db)));
  }
  if (isProduction(env)) return null;
  return devMailer(deps, env.NODE_ENV !== 'test');
}

export function smtpMailer(url: string, from: () => Promise<string>): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(mail, signal) {
      await transport.sendMail({ from: await from(), ...mail, signal });
    },
    close: () => transport.close(),
  };
}

/**
 * Development only: nothing leaves the machine. The e-mail is kept in `mail_outbox`, readable at
 * GET /api/dev/mail?email= (mounted outside production only); the log names no one.
 */
function devMailer(deps: Deps, log: boolean): Mailer {
  return {
    name: 'dev',
    async send(mail) {
      await deps.db.insert(mailOutbox).values({
        recipient: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((a) => a.filename),
      });
      if (log) console.info(`[mail:dev] "${mail.subject}" to ${maskEmail(mail.to)} kept in the outbox`);
    },
    close: () => {},
  };
}
