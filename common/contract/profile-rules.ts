/**
 * The profile's field rules, zod-free so the profile form checks them before sending; the server
 * applies the same through profile.ts.
 */

/** The longest name, company or position kept: enough for any real one, bounded for storage. */
export const PROFILE_TEXT_MAX = 120;

/**
 * A telephone number as people write it in Canada: digits with spaces, dots, dashes or brackets,
 * an optional leading +, and an optional extension ("poste 12", "ext. 12", "x12"); 7 to 15 digits.
 * Zod-free, so the profile form checks it before sending.
 */
export function isPhoneNumber(value: string): boolean {
  const [main = '', extension] = value.split(/\s*(?:poste|ext\.?|x)\s*/i);
  if (extension !== undefined && !/^\d{1,6}$/.test(extension)) return false;
  if (!/^\+?[\d\s().-]+$/.test(main)) return false;
  const digits = main.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The first rule a profile's fields break, as an error code (the errors message files), or null. */
export function profileFieldError(
  field: 'name' | 'phone' | 'company' | 'position',
  raw: string,
): string | null {
  const value = raw.trim();
  if (field === 'name' && value === '') return 'profile.nameRequired';
  if (field === 'phone') return value === '' || isPhoneNumber(value) ? null : 'profile.phoneInvalid';
  return value.length > PROFILE_TEXT_MAX ? `profile.${field}TooLong` : null;
}
