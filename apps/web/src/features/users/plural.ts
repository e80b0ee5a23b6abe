/** Polish plural: 1 ocena, 2–4 oceny, 5+ ocen (12–14 ocen). */
export function plural(n: number, one: string, few: string, many: string) {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
}
