import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../../common/contract/password-rules';
import { AppError } from '../../platform/errors/app-error';

// The ~49,000 most common passwords of public leaks (zxcvbn-ts's list, shipped in its npm package).
// Only those the length rule lets through need keeping: about 1,500 strings, built on first use.
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
      .map((entry) => entry.toLowerCase()),
  );
  return common;
}

/** Whether a password is on the common list, whatever its case (e.g. "Password123" and "QWERTYUIOP"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a chosen password that guessers try first, with a clear message. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError({ code: 'auth.passwordCommon', status: 400 });
}
