/** The search feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { UserSearchPickerElement } from './UserSearchPicker';
