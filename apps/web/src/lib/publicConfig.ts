import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { PublicConfig } from './publicConfigSchema';

export type { PublicConfig } from './publicConfigSchema';

export const publicConfigKeys = { all: ['public-config'] as const };

/**
 * `GET /api/v2/public_config`: what the sign-in page and the header need before anything else. The reply's schema
 * (zod) loads in parallel with the request, so the sign-in page's first download has no zod.
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: async (): Promise<PublicConfig> => {
      const [{ publicConfig }, reply] = await Promise.all([import('./publicConfigSchema'), api.get<unknown>('/public_config')]);
      return publicConfig.parse(reply);
    },
    staleTime: Infinity,
    meta: { silent: true },
  });
}
