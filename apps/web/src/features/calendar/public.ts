/** The calendar feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { calendarUrl } from './urls';
