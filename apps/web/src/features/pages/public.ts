/** The pages feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { PagePicker } from './PagePicker';
export { usePageOption } from './queries';
export { pageUrl } from './urls';
