/**
 * One password rule for every place a password is chosen (set-password from an invitation, reset,
 * the command line), zod-free so the web pages can check it before sending. Issue 9 raised the
 * spec's 6 and 8 to 10 on purpose; the server also refuses passwords from a common-password list.
 */
export const PASSWORD_MIN_LENGTH = 10;
// Long enough for any passphrase, short enough that hashing cannot be turned into a denial of service.
export const PASSWORD_MAX_LENGTH = 200;
