import { z } from 'zod';

/** GET `/api/vedirect/config` and `/api/vedirect/status`. */
export const vedirectConfigSchema = z.strictObject({
  vedirect_enabled: z.boolean(),
  verbose_logging: z.boolean(),
  vedirect_updatesonly: z.boolean(),
});
