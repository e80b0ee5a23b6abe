import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isPrivateKey, isValidKey, type FileStorage } from './storage';

export interface CopyReport {
  copied: string[];
  /** Already in the target with the same size (a second run copies nothing). */
  skipped: string[];
  /** Files under the folder that are no storage key (temporary files, strays): left alone. */
  ignored: string[];
}

async function* walk(dir: string, root: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, root);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

/**
 * Copies every stored file of a local `files` folder to another store (the bucket), streamed one at a time,
 * keeping its key. Safe to run again: a key already there with the same size is skipped.
 */
export async function copyLocalFiles(
  root: string,
  target: FileStorage,
  log: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], skipped: [], ignored: [] };
  for await (const key of walk(root, root)) {
    if (!isValidKey(key) && !isPrivateKey(key)) {
      report.ignored.push(key);
      continue;
    }
    const file = path.join(root, key);
    const size = (await stat(file)).size;
    const existing = await target.get(key);
    if (existing) {
      existing.stream.destroy();
      if (existing.size === size) {
        report.skipped.push(key);
        continue;
      }
    }
    const contentType = isPrivateKey(key) ? 'text/csv; charset=utf-8' : contentTypeOfKey(key);
    await target.putStream(key, createReadStream(file), contentType);
    report.copied.push(key);
    log(`copied ${key} (${size} B)`);
  }
  return report;
}
