import { z } from 'zod';

/** The write-call response envelope (HTTP 200 for validation failures too). */
export const apiResponseSchema = z.object({
  type: z.enum(['success', 'warning', 'danger']),
  message: z.string(),
  code: z.number().int().optional(),
  param: z.object({ max: z.number().optional(), min: z.number().optional() }).optional(),
});
