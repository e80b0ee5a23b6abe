/** The wallets feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { WalletPanel } from './WalletPanel';
