/** The transactions feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { ActivityTransactions, UserTransactions } from './TransactionsTable';
export { formatTimestamp } from './format';
export { transactionKeys } from './queries';
export { transactionUrl } from './urls';
