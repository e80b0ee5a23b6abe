import { z } from 'zod';

/** `GET /api/v2/public_config`'s reply; a chunk of its own, loaded beside the request (lib/publicConfig.ts). */
export const publicConfig = z.object({
  product_label: z.string(),
  environment: z.enum(['development', 'test', 'production']),
  oauth_provider: z.string().nullable(),
  /** The local mailbox simulator is on (development): the portal links to it after registration. */
  dev_mailbox: z.boolean().default(false),
});
export type PublicConfig = z.infer<typeof publicConfig>;
