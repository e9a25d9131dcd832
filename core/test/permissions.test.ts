import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { contract } from '../src/contract/index';
import { generatedPermissionsDoc, permissionsDocPath } from '../scripts/permissions';

describe('docs/permissions.md', () => {
  it('is generated from the contract, the default roles and the page catalogue', async () => {
    const current = readFileSync(permissionsDocPath, 'utf8');
    expect(current, 'out of date: run npm run docs:permissions').toBe(await generatedPermissionsDoc());
  });

  it('lists every route of the contract once, and each route naming a company in the request', async () => {
    const doc = await generatedPermissionsDoc();
    for (const r of Object.values(contract)) expect(doc).toContain(`\`${r.method} ${r.path}\``);
    for (const r of Object.values(contract).filter((r) => r.tenantFrom))
      expect(doc).toContain(`- \`${r.method} ${r.path}\`: the company in \`${r.tenantFrom}\``);
  });
});
