import { type ADDRESS_TYPES, DEFAULT_COUNTRY, GENDERS, OTP_LENGTH } from './constants';
import {
  addressRules,
  EMAIL_HIDDEN_CHARACTERS,
  EMAIL_MIXED_SCRIPTS,
  firstError,
  hasHiddenCharacters,
  INVALID_EMAIL,
  INVALID_MOBILE,
  isEmail,
  isIndianMobile,
  loginRules,
  mixesScripts,
  normalizeEmail,
  profileRules,
  type Rule,
  registerRules,
} from './forms';
import { MSG } from './messages';
import { z } from './zod';

// Bodies and answers of the account API (issue 4): register, login, guest OTP, profile,
// addresses. The server validates with these schemas; the web uses the same rules (forms.ts,
// which the browser imports without zod).

/** A bounded string; missing or null reads as '' so the spec's "required" message wins. */
const str = (max: number, trim = true) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((s) => (trim ? (s ?? '').trim() : (s ?? '')));

/**
 * Runs a rule list (forms.ts) inside a zod schema: every failing rule becomes an issue in the
 * list's order, so the API answers with the same first message the form shows.
 */
function withRules<S extends z.ZodRawShape, T>(shape: S, rules: Rule<T>[], as: (v: z.output<z.ZodObject<S>>) => T) {
  return z.object(shape).superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const [field, failed, message] of rules) {
      if (seen.has(field) || !failed(as(v))) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/**
 * '9876543210', '+91 98765 43210', '919876543210', '09876543210' -> '9876543210'; anything that
 * is not an Indian mobile (10 digits starting 6-9 after the +91) -> null.
 */
export function normalizeIndianMobile(raw: string): string | null {
  const s = raw.replace(/[\s-]/g, '');
  const m = s.match(/^(?:\+91|91|0)?(\d{10})$/);
  return m && isIndianMobile(m[1]) ? m[1] : null;
}

const apiRegisterRules = registerRules.filter(([field]) => field !== 'confirm_password');
/** The common-password check (COMMON_PASSWORD) follows on the server, which holds the list. */
export const RegisterInput = withRules(
  { name: str(100), email: str(200), password: str(200, false), phone_number: str(20) },
  apiRegisterRules,
  (v) => ({ ...v, confirm_password: v.password }),
).transform((v) => ({ ...v, email: normalizeEmail(v.email) }));
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = withRules({ email: str(200), password: str(200, false) }, loginRules, (v) => v).transform(
  (v) => ({ ...v, email: normalizeEmail(v.email) }),
);
export type LoginInput = z.infer<typeof LoginInput>;

interface GuestForm {
  name: string;
  email: string;
  phone_number: string;
}
const guestRules: Rule<GuestForm>[] = [
  ['name', (v) => !v.name, MSG.guestAllRequired],
  ['email', (v) => !v.email, MSG.guestAllRequired],
  ['phone_number', (v) => !v.phone_number, MSG.guestAllRequired],
  ['email', (v) => hasHiddenCharacters(v.email), EMAIL_HIDDEN_CHARACTERS],
  ['email', (v) => !isEmail(normalizeEmail(v.email)), INVALID_EMAIL],
  ['phone_number', (v) => !normalizeIndianMobile(v.phone_number), INVALID_MOBILE],
  ['email', (v) => mixesScripts(normalizeEmail(v.email)), EMAIL_MIXED_SCRIPTS],
];
/** Guest OTP, step 1. phone_number comes back normalised to 10 digits, the email as stored. */
export const OtpSendInput = withRules(
  { name: str(100), email: str(200), phone_number: str(20) },
  guestRules,
  (v) => v,
).transform((v) => ({
  ...v,
  email: normalizeEmail(v.email),
  phone_number: normalizeIndianMobile(v.phone_number) as string,
}));
export type OtpSendInput = z.infer<typeof OtpSendInput>;

interface VerifyForm {
  phone_number: string;
  otp: string;
}
const verifyRules: Rule<VerifyForm>[] = [
  ['phone_number', (v) => !v.phone_number, MSG.guestPhoneRequired],
  ['phone_number', (v) => !normalizeIndianMobile(v.phone_number), INVALID_MOBILE],
  ['otp', (v) => !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(v.otp), MSG.otpInvalid],
];
/** Guest OTP, step 2. */
export const OtpVerifyInput = withRules({ phone_number: str(20), otp: str(20) }, verifyRules, (v) => v).transform(
  (v) => ({ ...v, phone_number: normalizeIndianMobile(v.phone_number) as string }),
);
export type OtpVerifyInput = z.infer<typeof OtpVerifyInput>;

/** PUT /auth/update/user. Unknown keys (email, guest, id...) are dropped by zod, never stored. */
export const UpdateUserInput = z
  .object({
    name: str(100),
    phone_number: str(20),
    // undefined keeps the stored gender; null or '' clears it
    gender: z
      .union([z.enum(GENDERS), z.literal(''), z.null()], { error: 'Choose Male, Female or Others' })
      .optional()
      .transform((g) => (g === '' ? null : g)),
  })
  .superRefine((v, ctx) => {
    const err = firstError(v, profileRules);
    if (err) ctx.addIssue({ code: 'custom', path: [err.field], message: err.message });
  });
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

const orDefault = (d: string) => (s: string) => s || d;
export const AddressInput = withRules(
  {
    address_type: str(20).transform(orDefault('Home')),
    name: str(100),
    phone_number: str(20),
    address_line_1: str(200),
    address_line_2: str(200),
    pin_code: str(10),
    city: str(100),
    state: str(100),
    country: str(60).transform(orDefault(DEFAULT_COUNTRY)),
  },
  addressRules,
  (v) => v,
);
export type AddressInput = z.infer<typeof AddressInput>;

/** The one shape of a user in every answer (and under the `user` storage key, with token apart). */
export interface User {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  gender: (typeof GENDERS)[number] | null;
  guest: boolean;
}

/** POST /auth/login and POST /auth/otp/verify */
export interface AuthResult {
  token: string;
  user: User;
}

/** POST /auth/otp/send */
export interface OtpSent {
  phone_number: string;
  expires_in: number; // seconds
}

export interface Address {
  id: number;
  address_type: (typeof ADDRESS_TYPES)[number];
  name: string;
  phone_number: string;
  address_line_1: string;
  address_line_2: string | null;
  pin_code: string;
  city: string;
  state: string;
  country: string;
}

/** GET /dev/outbox?phone= (development SMS provider only), newest first. */
export interface OutboxMessage {
  id: number;
  phone_number: string;
  message: string;
  created_at: string;
}
