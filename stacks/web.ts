import { router } from './edge';
import { userPool, userPoolClient } from './auth';

/**
 * The Vite app at the router's root. `npm run build` runs before `sst deploy` (the report worker
 * packages the same web/dist); the site's build step only runs stacks/web-config.mjs, which
 * writes `dist/config.json` from the variables below, so the bundle carries no stage-specific
 * ids. Only Vite's hashed `assets/` are cached for good.
 */
export const web = new sst.aws.StaticSite('Web', {
  path: 'web',
  build: {
    command: 'node ../stacks/web-config.mjs',
    output: 'dist',
  },
  environment: {
    ESG_USER_POOL_ID: userPool.id,
    ESG_USER_POOL_CLIENT_ID: userPoolClient.id,
    ESG_AUTH_FLOW_TYPE: 'USER_SRP_AUTH',
  },
  // SST writes Vite env typings; keep them out of web/src (the app reads config.json instead).
  vite: { types: '../.sst/web-env.d.ts' },
  router: { instance: router },
  assets: {
    fileOptions: [
      { files: '**', cacheControl: 'max-age=0,no-cache,no-store,must-revalidate' },
      { files: 'assets/**', cacheControl: 'max-age=31536000,public,immutable' },
    ],
  },
});
