/** Money is stored as integer grosze and carried over the API as PLN with two decimals. */
export const toGrosze = (pln: number | string): number => {
  const value = typeof pln === 'string' ? Number(pln.replace(',', '.')) : pln;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${pln}`);
  return Math.round(value * 100);
};

export const toPln = (grosze: number): number => Math.round(grosze) / 100;

/**
 * `pl-PL` with two decimals, as `Intl` writes it — "1234,50", "12 345,50" (a no-break space between thousands, from
 * five digits on), rounded half away from zero on the decimal the number prints as — without `Intl`: the lists show
 * prices in their first render, and a page's first `Intl` call loads ICU's data (docs/decisions.md, "Browser
 * bundles"). A test compares it with `Intl`; numbers written with an exponent, and from 10¹³ on, go to `Intl`.
 */
function plAmount(value: number): string {
  const magnitude = String(Math.abs(value));
  if (!Number.isFinite(value) || magnitude.includes('e') || Math.abs(value) >= 1e13) {
    return value.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  const cents = Math.round(Number(`${magnitude}e2`));
  const whole = String(Math.floor(cents / 100));
  const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped},${String(cents % 100).padStart(2, '0')}`;
}

/** "1234,50 zł", "12 345,50 zł" */
export const formatPln = (pln: number): string => `${plAmount(pln)} zł`;
