/** The current-user module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { sessionUserOf } from './service';
