import { runReportBench } from './report-export';

/** Runs the report benchmark alone in this fresh process (as a worker would) and prints its result as JSON. */
const result = await runReportBench(process.argv[2]);
process.stdout.write(`${JSON.stringify(result)}\n`);
