import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';
import { isSafeLine, isSafeText, safeTextError } from './safe-text';

// Schemas name their own error keys (common/i18n/*/errors.json), so the server answers the exact
// message the spec gives, in the user's language.
const email = z
  .string({ error: 'auth.emailRequired' })
  .trim()
  .min(1, { error: 'auth.emailRequired' })
  .max(254, { error: 'auth.emailInvalid' })
  .pipe(z.email({ error: 'auth.emailInvalid' }));

const password = (minimum: number, tooShort: string) =>
  z
    .string({ error: 'auth.passwordRequired' })
    .min(1, { error: 'auth.passwordRequired' })
    .min(minimum, { error: tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: 'auth.passwordTooLong' });

/** A password someone chooses (invitation, reset): the same rule everywhere. */
export const newPasswordSchema = password(PASSWORD_MIN_LENGTH, 'auth.passwordTooShort').refine(
  isSafeText,
  safeTextError,
);

const token = z
  .string({ error: 'auth.tokenMissing' })
  .trim()
  .min(1, { error: 'auth.tokenMissing' })
  .max(200, {
    error: 'auth.tokenInvalid',
  });

export const tierSchema = z.enum(['conseiller', 'enterprise']);
export const teamRoleSchema = z.enum(['admin', 'member']);

/** The signed-in person as the browser may know them: nothing secret. */
export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  /** The screens this person uses (a team role decides it when there is one). */
  tier: tierSchema.nullable(),
  role: teamRoleSchema.nullable(),
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  preferredLanguage: z.enum(['fr', 'en']),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginRequestSchema = z.object({
  email,
  password: password(1, 'auth.passwordRequired').refine(isSafeText, safeTextError),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const signedInResponseSchema = z.object({ success: z.literal(true), user: authUserSchema });
/**
 * The password was right but the account asks for a second factor: no session yet, only a token
 * (5 minutes) that the code or a recovery code must come with.
 */
export const twoFactorChallengeSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  pendingToken: z.string(),
});
export const loginResponseSchema = z.union([signedInResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A six-digit code from the app, or a recovery code (letters and digits, dashes ignored). */
export const twoFactorCodeSchema = z
  .string({ error: 'twoFactor.codeRequired' })
  .trim()
  .min(1, { error: 'twoFactor.codeRequired' })
  .max(32, { error: 'twoFactor.codeInvalid' })
  .regex(/^[\dA-Za-z\s-]+$/, { error: 'twoFactor.codeInvalid' });

export const loginTwoFactorRequestSchema = z.object({ pendingToken: token, code: twoFactorCodeSchema });

export const authCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user: authUserSchema.nullable(),
});
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({
  token,
  password: newPasswordSchema,
});

export const tokenPurposeSchema = z.enum(['invitation', 'password_reset']);
export const verifyTokenQuerySchema = z.object({
  token: z.string().optional(),
  /** Which link is checked: the set-password invitation (the spec's use) or a reset link. */
  purpose: tokenPurposeSchema.default('invitation'),
});
export const verifyTokenResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({ email: z.string(), tier: tierSchema.nullable() }),
  isExistingUser: z.boolean(),
});
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export const setPasswordRequestSchema = z.object({ token, password: newPasswordSchema });
export const setPasswordResponseSchema = z.object({ success: z.literal(true), user: authUserSchema });
export type SetPasswordResponse = z.infer<typeof setPasswordResponseSchema>;

export const preferencesRequestSchema = z.object({ preferredLanguage: z.enum(['fr', 'en']) });

export const loginRedirectQuerySchema = z.object({
  next: z.string().max(2000).refine(isSafeLine, safeTextError).optional(),
});
