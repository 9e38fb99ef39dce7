import { COMMON_PASSWORD } from '@store/contract/forms';
import { HttpError } from '../http/http-error';

// The 49,233 most common passwords of leaked-password corpora, ranked, as zxcvbn (Dropbox's
// password-strength estimator, MIT) ships them in @zxcvbn-ts/language-common. Server only: the
// browser never loads the list (the register form's rules in contract/src/forms.ts stop short of it).

let list: Promise<Set<string>> | undefined;

/** Loaded on first use (about 60 ms, a few MB), not at start-up. */
function commonPasswords(): Promise<Set<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return list;
}

/** Case is no disguise: 'Password1' is guessed as early as 'password1'. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** 400 on `password` with COMMON_PASSWORD when the password is on the list. */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password))
    throw new HttpError('validation_failed', COMMON_PASSWORD, { password: COMMON_PASSWORD });
}
