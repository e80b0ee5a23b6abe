/**
 * Money: wallets and their three accounts, the ledger of transactions, pricing (promo codes, card supplements),
 * the basket's checkout, payments and the gateway's notifications, refunds. Every function that changes money
 * runs in one database transaction (the caller's `tx`, or its own) and writes its audit rows; no other module
 * writes wallet, transaction or payment rows (docs/architecture.md "Modules").
 */
export { moneyRoutes } from './routes';
export { sandboxGatewayRoutes } from './sandbox';
export { walletJobs } from './jobs';
export { bonusSpendable, lockUser, toWallet, walletOperation } from './wallet';
export { walletOf, type WalletState } from './ledger';
export { chargeActivity, refund, type RefundAccount, type RefundOriginal } from './charge';
export { refundOf, type RefundInput } from './refund-rule';
export { refundEntry, refundedAlready, type EntryMoney, type EntryRefund } from './refunds';
export { basketOf } from './basket';
export { checkout } from './checkout';
export { cancelCheckout } from './cancel';
export { startTopUp, PORTAL_WALLET_PATH } from './top-up';
