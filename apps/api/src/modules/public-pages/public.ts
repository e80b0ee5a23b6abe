/** The public-pages module's public entry: what other modules may import (docs/architecture.md "API modules"). */
export { htmlDocument, PUBLIC_PAGE_CSP } from './document';
export { escapeHtml } from './escape';
export { renderBlocks } from './render';
