import { z } from 'zod';
import { newPasswordSchema, twoFactorCodeSchema } from './auth';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { isPhoneNumber, PROFILE_TEXT_MAX } from './profile-rules';
import { isSafeLine, safeTextError } from './safe-text';

const optionalLine = (tooLong: string) =>
  z
    .string()
    .trim()
    .max(PROFILE_TEXT_MAX, { error: tooLong })
    .refine(isSafeLine, safeTextError)
    .transform((value) => (value === '' ? null : value));

/** What the person may change of their own profile; the address and the plan are not theirs to edit. */
export const profileUpdateRequestSchema = z.object({
  name: z
    .string({ error: 'profile.nameRequired' })
    .trim()
    .min(1, { error: 'profile.nameRequired' })
    .max(PROFILE_TEXT_MAX, { error: 'profile.nameTooLong' })
    .refine(isSafeLine, safeTextError),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'profile.phoneInvalid' })
    .refine((value) => value === '' || isPhoneNumber(value), { error: 'profile.phoneInvalid' })
    .transform((value) => (value === '' ? null : value)),
  company: optionalLine('profile.companyTooLong'),
  position: optionalLine('profile.positionTooLong'),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const profileSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  preferredLanguage: z.enum(['fr', 'en']),
  weeklyDigest: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ success: z.literal(true), profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const notificationsRequestSchema = z.object({ weeklyDigest: z.boolean() });

const currentPassword = z
  .string({ error: 'auth.currentPasswordRequired' })
  .min(1, { error: 'auth.currentPasswordRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'auth.passwordTooLong' });

export const changePasswordRequestSchema = z.object({ currentPassword, newPassword: newPasswordSchema });

export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  /** Base32, for typing into an app by hand; shown once, never stored in the browser. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The same URL as a QR code, a PNG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorEnableRequestSchema = z.object({ code: twoFactorCodeSchema });
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** Turning two-factor off takes a current code or the password: a stolen session alone cannot. */
export const twoFactorDisableRequestSchema = z
  .object({
    code: twoFactorCodeSchema.optional(),
    password: currentPassword.optional(),
  })
  .refine((body) => Boolean(body.code || body.password), { error: 'twoFactor.codeOrPasswordRequired' });

export const sessionSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(sessionSchema),
});
export const sessionParamsSchema = z.object({ id: z.uuid({ error: 'sessions.notFound' }) });
export const revokedSessionsResponseSchema = z.object({
  success: z.literal(true),
  revoked: z.number().int(),
});
