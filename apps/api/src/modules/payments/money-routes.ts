import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletRoutes } from '../wallets/routes';
import { transactionRoutes } from '../transactions/routes';
import { promoCodeRoutes } from '../promo-codes/routes';
import { basketRoutes } from '../baskets/routes';
import { paymentRoutes } from './routes';

/** The money domains under `/api/v2`: wallets, transactions, promo codes, baskets, payment notifications. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(walletRoutes);
  await app.register(transactionRoutes);
  await app.register(promoCodeRoutes);
  await app.register(basketRoutes);
  await app.register(paymentRoutes);
};
