/** The audits feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { AuditTable } from './AuditTable';
export { CHANGE_HISTORY_COLUMNS } from './changeHistoryColumns';
export { formatWarsawDateTime } from './format';
export { ChangeHistory } from './ChangeHistory';
