import path from 'node:path';
import { loadConfigOrExit } from './config';
import { createStorage } from './lib/storage';
import { copyLocalFiles } from './lib/storage-copy';

/**
 * `npm run files:copy-to-s3`: copies the files of `DATA_DIR/files` to the bucket configured with STORAGE=s3
 * and S3_* (the same variables the API will start with). Run it before switching the API to the bucket, and
 * once more after, to pick up files uploaded in between; it skips what is already there.
 */
const config = loadConfigOrExit();
if (config.storage.kind !== 's3') {
  console.error('files:copy-to-s3 needs STORAGE=s3 and S3_BUCKET (and S3_ENDPOINT, keys) set to the target bucket.');
  process.exit(1);
}
const root = path.join(config.dataDir, 'files');
const report = await copyLocalFiles(root, await createStorage(config), (line) => console.log(line));
console.log(
  `${root} → s3://${config.storage.bucket}: ${report.copied.length} copied, ${report.skipped.length} already there, ${report.ignored.length} ignored (not a file key)`,
);
