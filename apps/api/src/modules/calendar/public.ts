/** The calendar module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { calendarRoutes } from './routes';
