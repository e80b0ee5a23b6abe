import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config';

/**
 * The public document's bundle (public.html → src/public.tsx: the player portal and sign-in), built after the app
 * into the same `dist`. It runs on Preact's React compatibility layer: react-dom alone is ~60 KiB of gzip, Preact
 * ~10, and these first pages have to load under 150 KiB (issues 19 and 21). The back office keeps React: MUI X's
 * date fields edit contentEditable sections in a way only React's renderer keeps in step (docs/decisions.md,
 * "The public document: portal and sign-in on their own bundle").
 */
export default mergeConfig(
  appConfig,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    build: {
      emptyOutDir: false,
      /** Read by the size budget (scripts/size-budget.mjs) for the public document's routes. */
      manifest: '.vite/public-manifest.json',
      rollupOptions: { input: 'public.html' },
    },
  }),
);
