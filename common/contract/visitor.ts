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

export const visitorValidateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** What the browser keeps under visitor_access_token: who and which role, never a secret. */
  accessToken: z.object({ email: z.string(), role: teamRoleSchema }),
  user: authUserSchema,
});
export type VisitorValidateResponse = z.infer<typeof visitorValidateResponseSchema>;
