/** Money is stored as integer grosze and carried over the API as PLN with two decimals. */
export const toGrosze = (pln: number | string): number => {
  const value = typeof pln === 'string' ? Number(pln.replace(',', '.')) : pln;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${pln}`);
  return Math.round(value * 100);
};

export const toPln = (grosze: number): number => Math.round(grosze) / 100;

/** "1 234,50 zł" */
export const formatPln = (pln: number): string =>
  `${pln.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} zł`;
