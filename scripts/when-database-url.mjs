// Runs the given command only when DATABASE_URL is set (npm test: "with DATABASE_URL set, the API
// suites run against that PostgreSQL server too").
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) process.exit(0);
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
