import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config';

/**
 * The public document's bundle (public.html → src/public.tsx: the player portal and sign-in), built after the app
 * into the same `dist`: the same React, React Router and MUI as the back office, without the back office's route
 * table, layout and screens, so these first pages load only what they use (docs/decisions.md, "The public document:
 * portal and sign-in on their own bundle").
 */
export default mergeConfig(
  appConfig,
  defineConfig({
    build: {
      emptyOutDir: false,
      rollupOptions: { input: 'public.html' },
    },
  }),
);
