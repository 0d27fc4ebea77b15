import { z } from 'zod';
import { authUserSchema, teamRoleSchema } from './auth';
import { isSafeLine, safeTextError } from './safe-text';

export const VISITOR_CODE_MAX_LENGTH = 12;

/** Codes are trimmed and upper-cased before anything else looks at them (spec part 2 §5). */
export const normalizeVisitorCode = (code: string) => code.trim().toUpperCase();

export const visitorValidateRequestSchema = z.object({
  name: z
    .string({ error: 'visitor.nameRequired' })
    .trim()
    .min(1, { error: 'visitor.nameRequired' })
    .max(120)
    .refine(isSafeLine, safeTextError),
  email: z
    .string({ error: 'visitor.emailRequired' })
    .trim()
    .min(1, { error: 'visitor.emailRequired' })
    .max(254)
    .pipe(z.email({ error: 'auth.emailInvalid' })),
  code: z
    .string({ error: 'visitor.codeRequired' })
    .transform(normalizeVisitorCode)
    .pipe(
      z
        .string()
        .min(1, { error: 'visitor.codeRequired' })
        .max(VISITOR_CODE_MAX_LENGTH, { error: 'visitor.codeInvalid' }),
    ),
});
export type VisitorValidateRequest = z.infer<typeof visitorValidateRequestSchema>;

/**
 * A valid code opens nothing by itself: the address gets a one-time link (to join the team, or to
 * sign in to the account it already has) and the page says to check the e-mail.
 */
export const visitorLinkSentResponseSchema = z.object({
  success: z.literal(true),
  linkSent: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type VisitorLinkSentResponse = z.infer<typeof visitorLinkSentResponseSchema>;

export const visitorConfirmRequestSchema = z.object({
  token: z
    .string({ error: 'visitor.linkInvalid' })
    .trim()
    .min(1, { error: 'visitor.linkInvalid' })
    .max(200, { error: 'visitor.linkInvalid' }),
});

/** The spec's answer once the e-mailed link is followed: the session is open. */
export const visitorValidateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** What the browser keeps under visitor_access_token: who and which role, never a secret. */
  accessToken: z.object({ email: z.string(), role: teamRoleSchema }),
  user: authUserSchema,
});
export type VisitorValidateResponse = z.infer<typeof visitorValidateResponseSchema>;
