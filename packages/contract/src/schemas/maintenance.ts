import { z } from 'zod';

/** GET `/api/config/list`. */
export const configFileListSchema = z.strictObject({
  configs: z.array(z.strictObject({ name: z.string().regex(/^[^/]+$/) })),
});
