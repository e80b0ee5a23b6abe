/** The no-shows module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { noShowRoutes } from './routes';
export { noShowCountSql, noShowRatesOf, noShowsOfUser, noShowWarningRateSetting, usersWithNoShowsSql } from './queries';
