/**
 * The seed of a property-based test: fresh on every run, so each CI run (and each database) tries other
 * inputs, and printed so that a failure can be replayed with `FC_SEED=<seed> npx vitest run <file>`.
 */
export function propertySeed(testName: string): number {
  const given = process.env.FC_SEED;
  const seed = given && /^-?\d+$/.test(given) ? Number(given) : (Math.random() * 2 ** 31) | 0;
  console.log(`[fast-check] ${testName}: seed ${seed} (replay: FC_SEED=${seed})`);
  return seed;
}
