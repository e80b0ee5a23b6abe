import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api';

/** `GET /api/v2/public_config`: what the sign-in page and the header need before anything else. */
export const publicConfig = z.object({
  product_label: z.string(),
  environment: z.enum(['development', 'test', 'production']),
  oauth_provider: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const publicConfigKeys = { all: ['public-config'] as const };

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: async () => publicConfig.parse(await api.get<unknown>('/public_config')),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
