/** The locations feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { LocationForm } from './LocationForm';
export { LocationIdPicker } from './LocationIdPicker';
export { LocationPicker } from './LocationPicker';
export { newLocationValues } from './defaults';
export { locationKeys, useCreateLocation } from './queries';
export { locationUrl } from './urls';
