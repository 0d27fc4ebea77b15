import { z } from 'zod';

/** Every failed API call answers this shape, `error` in the request's language (DESIGN §5). */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.string(),
    details: z.array(z.object({ path: z.string(), code: z.string() })).optional(),
  })
  .loose();
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
