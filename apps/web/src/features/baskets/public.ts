/** The baskets feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { BasketPanel } from './BasketPanel';
