import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) next to every text file of the build above 1 KiB,
 * once at build time; the API's static handler sends them by the request's Accept-Encoding (`preCompressed`).
 * Only this build's files: the public document's build (vite.public.config.ts) writes into the same folder after it.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: 'sportdesk-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => compressible.test(name) && !name.startsWith('.vite/'))
          .map(async (name) => {
            const file = path.join(outDir, name);
            if ((await stat(file)).size < 1024) return;
            const body = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipAsync(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * React Router's package exports only its development build (dev warnings on); the build takes the production one
 * beside it, the same code without the warnings. The dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'sportdesk-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? production : null),
  };
}

const api = 'http://127.0.0.1:3000';

/** `/users/...` is both the API's account endpoints and the web app's user screens: pages go to the SPA. */
const apiAccountPaths = /^\/users\/(auth|confirmation)/;
const usersProxy: ProxyOptions = {
  target: api,
  bypass: (req) => {
    const wantsPage = req.headers.accept?.includes('text/html') && !apiAccountPaths.test(req.url ?? '');
    return wantsPage ? '/index.html' : undefined;
  },
};

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, ws: true },
      '/users': usersProxy,
      // Uploaded files and public pages (`/s/<url>`) are served by the API.
      '/files/': api,
      '/s/': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    /** Every browser of the default target (baseline widely available) has `<link rel="modulepreload">`. */
    modulePreload: { polyfill: false },
    /** react-dom, react-router, MUI core and TanStack Query load with the first page; screens are lazy chunks. */
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        /**
         * Shared chunks under 20 kB are merged into a chunk loaded together with them (only where that runs no
         * other module's side effects): ~100 files for /activities become ~65. Each file costs a request and ~1 KiB
         * of response headers, more than the few KiB of code a route may receive that it does not run
         * (docs/decisions.md "Browser bundles").
         */
        experimentalMinChunkSize: 20_000,
      },
    },
  },
});
