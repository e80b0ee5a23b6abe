import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
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
    /** react-dom, react-router, MUI core, TanStack Query and zod load with the first page; screens are lazy chunks. */
    chunkSizeWarningLimit: 700,
  },
});
