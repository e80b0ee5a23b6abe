/** The competition-groups module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { existingIds } from './queries';
export { activityTeam } from './service';
