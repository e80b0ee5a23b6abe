/** The admin-users module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { type Actor, createChildAccount, deleteAdminUser } from './service';
