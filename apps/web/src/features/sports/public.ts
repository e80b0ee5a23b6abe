/** The sports feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { sportUrl } from './urls';
