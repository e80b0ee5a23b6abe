import { z } from 'zod';

/** `GET /api/v2/public_config`'s reply; a chunk of its own, loaded beside the request (lib/publicConfig.ts). */
export const publicConfig = z.object({
  product_label: z.string(),
  environment: z.enum(['development', 'test', 'production']),
  oauth_provider: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
