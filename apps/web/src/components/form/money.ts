/**
 * Money as a person types it in a Polish back office: `32,50`, `32.50`, `1 234,5`, `15 zł`.
 * Anything that could be read two ways (`1.234,50`, `1,234`, three decimals) is refused rather than guessed.
 */
export type MoneyParse = { ok: true; value: number | null } | { ok: false };

const AMOUNT = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

/** Parses a typed amount in PLN: `null` for an empty field, `{ ok: false }` for text that is not an amount. */
export function parseMoney(text: string, { allowNegative = false }: { allowNegative?: boolean } = {}): MoneyParse {
  const compact = text
    .replace(/z[łl]$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^\u2212/, '-');
  if (compact === '') return { ok: true, value: null };
  const match = AMOUNT.exec(compact);
  if (!match || (match[1] && !allowNegative)) return { ok: false };
  const [, minus, whole, fraction = ''] = match;
  const grosze = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(grosze)) return { ok: false };
  return { ok: true, value: (minus ? -grosze : grosze) / 100 };
}

/** An amount as the field shows it: `32,50`, `1500` stays `1500,00`; `null` is an empty field. */
export function formatMoneyInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toFixed(2).replace('.', ',');
}
