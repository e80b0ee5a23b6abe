/** The dashboard feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { dashboardUrl } from './urls';
