import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config';

/**
 * The player portal's own bundle (portal.html → src/portal.tsx), built after the app into the same `dist`.
 * It runs on Preact's React compatibility layer: react-dom alone is ~60 KiB of gzip, Preact ~10, and the portal
 * has to load under 150 KiB (issue 19). The back office keeps React: MUI X's date fields edit contentEditable
 * sections in a way only React's renderer keeps in step (docs/decisions.md, "The portal's own bundle").
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
      /** Read by the size budget (scripts/size-budget.mjs) for the portal's routes. */
      manifest: '.vite/portal-manifest.json',
      rollupOptions: { input: 'portal.html' },
    },
  }),
);
