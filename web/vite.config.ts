import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

/**
 * The dev server proxies the API, the runtime config and the Cognito stand-in to the local
 * runtime (`npm start`, default port 3000), so `npm run dev -w @esg/web` works against it.
 */
const runtime = process.env.ESG_RUNTIME_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: {
      '/api': runtime,
      '/cognito': runtime,
      '/config.json': runtime,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
});
