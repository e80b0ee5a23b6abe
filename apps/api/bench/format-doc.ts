import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/** Formats a doc the bench wrote as `npm run lint` (prettier) expects, so a run leaves a clean tree. */
export async function formatDoc(file: string) {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), options));
}
