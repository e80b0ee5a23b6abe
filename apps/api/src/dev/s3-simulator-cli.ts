import { S3Simulator } from './s3-simulator';

/**
 * `npm run s3-simulator -w @sportdesk/api`: the in-memory S3 SIMULATOR for development (files are lost when it
 * stops). Then start the API with STORAGE=s3 S3_ENDPOINT=http://127.0.0.1:9000 S3_BUCKET=sportdesk
 * S3_ACCESS_KEY_ID=dev S3_SECRET_ACCESS_KEY=dev-secret.
 */
const port = Number(process.env.S3_SIMULATOR_PORT || 9000);
const bucket = process.env.S3_BUCKET || 'sportdesk';
const simulator = new S3Simulator({ accessKeyId: process.env.S3_ACCESS_KEY_ID || undefined, buckets: [bucket] });
const url = await simulator.start(port, process.env.S3_SIMULATOR_HOST || '127.0.0.1');
console.log(`S3 simulator (tests/development only, in memory): ${url}, bucket "${bucket}"`);
const stop = async () => {
  await simulator.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
