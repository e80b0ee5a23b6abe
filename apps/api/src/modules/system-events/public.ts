/** The system-events module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { emitSystemEvent } from './emit';
export { activeEvent } from './queries';
