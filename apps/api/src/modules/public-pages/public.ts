/** The public-pages module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { PUBLIC_PAGE_CSP, renderDocument } from './document';
export { renderBlocks, PageBlocks } from './render';
