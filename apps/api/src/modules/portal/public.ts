/** The portal module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { findPublicActivity } from './queries';
