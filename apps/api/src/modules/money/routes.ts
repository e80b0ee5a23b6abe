import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletRoutes } from './wallet-routes';
import { transactionRoutes } from './transaction-routes';
import { paymentRoutes } from './payment-routes';

/** The money module's routes under `/api/v2`: wallets, transactions, payment notifications. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(walletRoutes);
  await app.register(transactionRoutes);
  await app.register(paymentRoutes);
};
