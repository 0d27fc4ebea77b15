import { z } from 'zod';

/** Health of the server and its database; 200 when healthy, 503 otherwise. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: 200 when this instance can serve (database, storage, migrations), else 503. */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean(), storage: z.boolean(), migrations: z.boolean() }),
});

/** The operator's legal identity, from the server's configuration, for the legal and contact pages. */
export const siteInfoResponseSchema = z.object({
  operator: z.object({
    name: z.string(),
    address: z.string(),
    contactEmail: z.string(),
    privacyEmail: z.string(),
    phone: z.string().nullable(),
  }),
});
export type SiteInfoResponse = z.infer<typeof siteInfoResponseSchema>;
