// The deploy step of the static site (stacks/web.ts `build.command`): checks that `npm run build`
// has produced web/dist, then writes web/dist/config.json (web/src/shell/config.ts RuntimeConfig)
// from the Cognito ids stacks/web.ts passes in the environment. The site does not rebuild during
// `sst deploy`: the report worker packages the same web/dist, and a rebuild (Vite empties dist)
// would race that copy.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = resolve(process.env.ESG_WEB_DIST ?? join(here, '../web/dist'));

const fail = (message) => {
  console.error(`web-config: ${message}`);
  process.exit(1);
};
const required = (name) => process.env[name] || fail(`${name} is not set`);

// index.html is the app; report.html is the page the PDF worker prints.
for (const page of ['index.html', 'report.html']) {
  if (!existsSync(join(dist, page)))
    fail(`${join(dist, page)} is missing: run \`npm run build\` before \`sst deploy\``);
}

const flows = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'];
const authFlowType = process.env.ESG_AUTH_FLOW_TYPE || 'USER_SRP_AUTH';
if (!flows.includes(authFlowType)) fail(`ESG_AUTH_FLOW_TYPE must be one of ${flows.join(', ')}`);

const { version } = JSON.parse(readFileSync(join(here, '../web/package.json'), 'utf8'));
const config = {
  version,
  cognito: {
    userPoolId: required('ESG_USER_POOL_ID'),
    userPoolClientId: required('ESG_USER_POOL_CLIENT_ID'),
    authFlowType,
  },
};
writeFileSync(join(dist, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(`web-config: wrote ${join(dist, 'config.json')}`);
