import type { Deps } from '../app-env';
import { isProduction } from '../env';
import { maskPersonal } from '../log';
import { mailerFor, SMTP_TIMEOUT_MS } from '../notifications/mailer';
import { shopIdentity } from '../settings/shop-settings';
import { sendShopSms } from '../sms/sms-provider';

// How "Forgot password?" reaches the shopper: a code by SMS to the account's phone, and a link
// by e-mail when e-mail is configured. Sent after the answer (password-reset.ts), so neither the
// answer nor its timing tells whether the email has an account, and a slow provider never holds
// the request.

/** SMTP_URL, or the development mail outbox outside production (notifications/mailer.ts). */
export const canEmailResetLinks = (env: Deps['env']) => !!env.SMTP_URL || !isProduction(env);

export const resetCodeSms = (code: string, shopName: string) =>
  `${code} is your ${shopName} password reset code. It is valid for 15 minutes. Do not share it with anyone.`;

/** Where the e-mailed link opens: the login page, token in the fragment (never sent in a Referer or a log). */
export const resetLink = (origin: string, token: string) => `${origin}/login#reset=${token}`;

export async function smsResetCode(deps: Deps, phone: string, code: string): Promise<void> {
  await sendShopSms(deps, phone, (shop) => resetCodeSms(code, shop.name));
}

/** Sends the link e-mail itself (not through the order notifications outbox: a link that dies in 15 minutes is not worth retrying for hours). */
export async function emailResetLink(deps: Deps, to: string, link: string): Promise<void> {
  const mailer = mailerFor(deps);
  if (!mailer) return;
  const { name } = await shopIdentity(deps.db);
  const text = [
    `Someone asked to reset the password of your ${name} account.`,
    `To choose a new password, open this link within 15 minutes: ${link}`,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n\n');
  const html = `<p>Someone asked to reset the password of your ${name} account.</p><p><a href="${link}">Choose a new password</a> (the link works for 15 minutes).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
  try {
    await mailer.send(
      { to, subject: `Reset your ${name} password`, text, html, attachments: [] },
      AbortSignal.timeout(SMTP_TIMEOUT_MS * 3),
    );
  } finally {
    mailer.close();
  }
}

const inFlight = new Set<Promise<void>>();

/** Runs a delivery after the answer; a failure is logged with the recipient masked. */
export function deliverLater(what: string, to: string, send: () => Promise<void>): void {
  const p = send()
    .catch((e) =>
      console.error(`[password-reset] ${what} to ${maskPersonal(to)} failed:`, maskPersonal((e as Error).message)),
    )
    .finally(() => inFlight.delete(p));
  inFlight.add(p);
}

/** Resolves once every delivery started so far has finished (tests; a clean shutdown). */
export async function settleResetDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
