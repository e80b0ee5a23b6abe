/** The calendar-feed module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { calendarFeedFileRoutes, calendarFeedRoutes } from './routes';
