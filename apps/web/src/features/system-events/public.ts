/** The system-events feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { SystemEventDialog } from './SystemEventDialog';
export { systemEventColumns } from './columns';
export { useSystemEventList } from './queries';
export { systemEventListUrl } from './urls';
