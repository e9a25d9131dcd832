/// <reference path="./.sst/platform/config.d.ts" />

/**
 * The production stack (DESIGN §1). Each concern lives in stacks/; they are imported inside
 * `run()` because SST's globals (`sst`, `aws`, `$app`) exist only there.
 */
export default $config({
  app(input) {
    return {
      name: 'esg',
      home: 'aws',
      removal: input.stage === 'production' ? 'retain' : 'remove',
      protect: input.stage === 'production',
      // Same version as the platform's own @pulumi/aws: reproducible `sst install`.
      providers: { aws: { version: '7.20.0' } },
    };
  },
  async run() {
    const { router } = await import('./stacks/edge');
    await import('./stacks/storage');
    await import('./stacks/auth');
    await import('./stacks/email');
    await import('./stacks/queue');
    const { web } = await import('./stacks/web');
    const { api } = await import('./stacks/api');
    await import('./stacks/worker');
    return { url: router.url, site: web.url, api: api.url };
  },
});
