import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** `GET /api/v2/public_config`'s reply (apps/api `modules/health/routes.ts`). */
export interface PublicConfig {
  product_label: string;
  environment: 'development' | 'test' | 'production';
  oauth_provider: string | null;
  /** The local mailbox simulator is on (development): the portal links to it after registration. */
  dev_mailbox: boolean;
}

const ENVIRONMENTS: readonly string[] = ['development', 'test', 'production'];

/**
 * The reply checked without zod, as the stored session is (contract `session.ts`): zod's core alone is ~16 KiB gzip,
 * which the sign-in page and every back-office page would fetch for four fields (docs/decisions.md "Loaded on first
 * use, zod/mini on the sign-in page"). A reply of another shape is an error, as the schema's parse was.
 */
export function readPublicConfig(reply: unknown): PublicConfig {
  const value = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  const { product_label, environment, oauth_provider, dev_mailbox = false } = value;
  if (
    typeof product_label !== 'string' ||
    typeof environment !== 'string' ||
    !ENVIRONMENTS.includes(environment) ||
    (oauth_provider !== null && typeof oauth_provider !== 'string') ||
    typeof dev_mailbox !== 'boolean'
  )
    throw new Error('public_config: unexpected reply');
  return { product_label, environment: environment as PublicConfig['environment'], oauth_provider, dev_mailbox };
}

export const publicConfigKeys = { all: ['public-config'] as const };

/** `GET /api/v2/public_config`: what the sign-in page and the header need before anything else. */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: async (): Promise<PublicConfig> => readPublicConfig(await api.get<unknown>('/public_config')),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
