import { z } from 'zod';
import { teamRoleSchema } from './auth';

export const teamMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: teamRoleSchema,
  joinedAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamResponseSchema = z.object({
  team: z.object({ id: z.uuid(), name: z.string(), seats: z.number().int(), seatsUsed: z.number().int() }),
  members: z.array(teamMemberSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const visitorCodeStatusSchema = z.enum(['active', 'expired', 'used-up', 'revoked']);
export type VisitorCodeStatus = z.infer<typeof visitorCodeStatusSchema>;

export const visitorCodeSchema = z.object({
  id: z.uuid(),
  /** The last characters only: the whole code is shown once, when it is created. */
  hint: z.string(),
  role: teamRoleSchema,
  email: z.string().nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  status: visitorCodeStatusSchema,
});
export type VisitorCode = z.infer<typeof visitorCodeSchema>;

export const visitorCodeListResponseSchema = z.object({ codes: z.array(visitorCodeSchema) });
export type VisitorCodeListResponse = z.infer<typeof visitorCodeListResponseSchema>;

export const MAX_CODE_DAYS = 90;
export const MAX_CODE_USES = 100;

export const createVisitorCodeRequestSchema = z.object({
  role: teamRoleSchema,
  expiresInDays: z
    .number()
    .int()
    .min(1, { error: 'teams.codeDaysInvalid' })
    .max(MAX_CODE_DAYS, { error: 'teams.codeDaysInvalid' }),
  maxUses: z
    .number()
    .int()
    .min(1, { error: 'teams.codeUsesInvalid' })
    .max(MAX_CODE_USES, { error: 'teams.codeUsesInvalid' }),
  email: z
    .string()
    .trim()
    .max(254)
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .pipe(z.email({ error: 'auth.emailInvalid' }).nullable())
    .nullable()
    .optional(),
});
export type CreateVisitorCodeRequest = z.input<typeof createVisitorCodeRequestSchema>;

export const createVisitorCodeResponseSchema = z.object({ code: z.string(), visitorCode: visitorCodeSchema });
export type CreateVisitorCodeResponse = z.infer<typeof createVisitorCodeResponseSchema>;

export const visitorCodeParamsSchema = z.object({ id: z.uuid({ error: 'request.notFound' }) });
