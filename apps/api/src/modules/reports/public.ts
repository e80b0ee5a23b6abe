/** The reports module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { createReportJob, openReportFile, retryJob } from './service';
export { csvDocument, type CsvSection, type ReportColumn } from './csv';
