import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

/**
 * The dev server proxies the API, the runtime config and the Cognito stand-in to the local
 * runtime (`npm start`, default port 3000), so `npm run dev -w @esg/web` works against it.
 */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const runtime = process.env.ESG_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
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
    // dist/.vite/manifest.json: lets scripts/bundle-sizes.ts measure each route's JavaScript.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // report.html: the page the PDF worker prints (DESIGN §7), a second entry beside the app.
    rollupOptions: { input: { main: 'index.html', report: 'report.html' } },
  },
});
