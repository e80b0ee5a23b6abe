import { FITPROFIT_BLOCKED_CARD_TYPES } from '@sportdesk/contract';
import type { CardChecksConfig } from '../../config';

/** What a provider says about a card. */
export interface ProviderAnswer {
  active: boolean;
  cardType: string | null;
}

export type CardProviderFailure = 'down' | 'timeout' | 'unconfigured';

/** The provider could not answer; the route turns this into a 503 with a Polish message. */
export class CardProviderError extends Error {
  constructor(readonly kind: CardProviderFailure) {
    super(`card provider ${kind}`);
  }
}

/** One sport-card provider. Implementations must give up when `signal` aborts. */
export interface CardStatusClient {
  benefit(card: { benefitId: string; firstLine: string; secondLine: string }, signal: AbortSignal): Promise<ProviderAnswer>;
  fitprofit(card: { fitprofitId: string }, signal: AbortSignal): Promise<ProviderAnswer>;
}

/** Runs a provider call with a hard time limit, so a slow provider never hangs the request. */
export async function withTimeout<T>(timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CardProviderError('timeout'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), timedOut]);
  } catch (error) {
    if (error instanceof CardProviderError) throw error;
    throw new CardProviderError(controller.signal.aborted ? 'timeout' : 'down');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The providers over HTTP (docs/decisions.md "Users"): `GET {url}/cards/{id}/status` with a bearer
 * token, answering `{ active: boolean, card_type?: string }`; 404 means an unknown (inactive) card,
 * anything else that is not 2xx means the provider is down.
 */
async function getStatus(base: string, token: string | undefined, path: string, signal: AbortSignal): Promise<ProviderAnswer> {
  const response = await fetch(new URL(path, base.endsWith('/') ? base : `${base}/`), {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (response.status === 404) return { active: false, cardType: null };
  if (!response.ok) throw new CardProviderError('down');
  const body = (await response.json()) as { active?: unknown; card_type?: unknown };
  if (typeof body.active !== 'boolean') throw new CardProviderError('down');
  return { active: body.active, cardType: typeof body.card_type === 'string' ? body.card_type : null };
}

const unconfigured = (): Promise<never> => Promise.reject(new CardProviderError('unconfigured'));

/**
 * Deterministic local stand-in for both providers, used in development and tests. Card numbers:
 * starting with 999 → provider down; 998 → never answers (the timeout applies); 000 → inactive;
 * FitProfit 7771…7776 → an active card of the blocked types, in the order of
 * `FITPROFIT_BLOCKED_CARD_TYPES`; anything else → active.
 */
export class SimulatedCardStatusClient implements CardStatusClient {
  private async answer(id: string, signal: AbortSignal, cardType: (id: string) => string | null): Promise<ProviderAnswer> {
    if (id.startsWith('999')) throw new CardProviderError('down');
    if (id.startsWith('998')) {
      await new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new CardProviderError('timeout')), { once: true }),
      );
    }
    if (id.startsWith('000')) return { active: false, cardType: cardType(id) };
    return { active: true, cardType: cardType(id) };
  }

  benefit(card: { benefitId: string }, signal: AbortSignal) {
    return this.answer(card.benefitId, signal, () => null);
  }

  fitprofit(card: { fitprofitId: string }, signal: AbortSignal) {
    return this.answer(card.fitprofitId, signal, (id) => {
      const blocked = /^777([1-6])/.exec(id);
      return blocked ? FITPROFIT_BLOCKED_CARD_TYPES[Number(blocked[1]) - 1] : 'FS Standard';
    });
  }
}

/** Each provider: HTTP when its URL is set, else the simulator where allowed, else "not configured". */
export function createCardStatusClient(config: CardChecksConfig): CardStatusClient {
  const simulator = new SimulatedCardStatusClient();
  const { benefit, fitprofit } = config;
  return {
    benefit: (card, signal) =>
      benefit.url
        ? getStatus(
            benefit.url,
            benefit.token,
            `cards/${encodeURIComponent(card.benefitId)}/status?${new URLSearchParams({ first_line: card.firstLine, second_line: card.secondLine })}`,
            signal,
          )
        : config.simulator
          ? simulator.benefit(card, signal)
          : unconfigured(),
    fitprofit: (card, signal) =>
      fitprofit.url
        ? getStatus(fitprofit.url, fitprofit.token, `cards/${encodeURIComponent(card.fitprofitId)}/status`, signal)
        : config.simulator
          ? simulator.fitprofit(card, signal)
          : unconfigured(),
  };
}
