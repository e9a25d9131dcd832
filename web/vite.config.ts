import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudscapeFontFiles } from './scripts/fontFiles.ts';
import { cloudscapePrune } from './scripts/cloudscapePrune.ts';
import { contractData } from './scripts/contractData.ts';
import { icuWithoutParser } from './scripts/icuWithoutParser.ts';

/**
 * The dev server proxies the API, the runtime config and the Cognito stand-in to the local
 * runtime (`npm start`, default port 3000), so `npm run dev -w @esg/web` works against it.
 */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const runtime = process.env.ESG_API_URL ?? 'http://localhost:3000';

/**
 * react-router's package exports only its development build (warnings and checks for the developer);
 * a production build takes the production one it ships beside it (ADR 0093).
 */
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: [
      icuWithoutParser,
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // Open Sans as font files a page fetches only when it uses a face (scripts/fontFiles.ts, ADR 0084); the contract's
  // routes as data, without zod (scripts/contractData.ts, ADR 0126).
  plugins: [
    react(),
    cloudscapeFontFiles(fileURLToPath(new URL('../node_modules/.cache/esg-fonts', import.meta.url))),
    // Cloudscape's messages and design tokens without what the app can never use, read from its imports (ADR 0126).
    cloudscapePrune(fileURLToPath(new URL('.', import.meta.url))),
    contractData(),
  ],
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
    // dist/.vite/manifest.json: lets scripts/routeSizes.ts measure what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // A font stays a file, however small: a browser fetches a face only when it draws one of its characters
    // (`unicode-range`), where inlined it would weigh on every stylesheet that declares it (ADR 0147).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // report.html: the page the PDF worker prints (DESIGN §7), a second entry beside the app.
    rollupOptions: {
      input: { main: 'index.html', report: 'report.html' },
      // zod and the schemas most pages share in a chunk of their own, which only the pages that validate load: the
      // boot, the shell and Home read the contract's routes as data, without it (ADR 0084, ADR 0126).
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The validation messages the shared schemas format (people.ts): a leaf of their own, not the app's API
            // client chunk, which imports the app's entry; report.html must never load the app (ADR 0084).
            {
              name: 'validation',
              test: /core[\\/]src[\\/](lib[\\/]format|schemas[\\/]validationMessages)\.ts$/,
            },
            {
              name: 'zod',
              test: /[\\/](node_modules[\\/]zod[\\/]|core[\\/]src[\\/]schemas[\\/](common|account|people)\.ts$)/,
            },
          ],
        },
      },
    },
  },
}));
