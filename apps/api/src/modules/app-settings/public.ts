/** The app-settings module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { settingValue } from './queries';
