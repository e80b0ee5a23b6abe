/** The audits module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { recordHistoryRoute } from './record-history';
