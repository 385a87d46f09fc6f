import { z } from 'zod';
import { PASSWORD_MAX } from '../limits.ts';

/** GET `/api/security/config`. */
export const securityConfigSchema = z.strictObject({
  password: z.string().max(PASSWORD_MAX),
  allow_readonly: z.boolean(),
});
