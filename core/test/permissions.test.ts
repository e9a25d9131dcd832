import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contract } from '../src/contract/index';
import { permissionsDoc } from '../src/domain/access/matrix';

const docPath = fileURLToPath(new URL('../../docs/permissions.md', import.meta.url));

/** The doc as prettier would leave it, so `prettier --check .` and this test agree. */
async function expected() {
  const options = (await resolveConfig(docPath)) ?? {};
  return format(permissionsDoc(contract), { ...options, filepath: docPath });
}

describe('docs/permissions.md', () => {
  it('is generated from the contract, the default roles and the page catalogue', async () => {
    const doc = await expected();
    if (process.env.UPDATE_DOCS === '1') writeFileSync(docPath, doc);
    const current = readFileSync(docPath, 'utf8');
    expect(current, 'out of date: run UPDATE_DOCS=1 npx vitest run --project unit core/test/permissions.test.ts').toBe(
      doc,
    );
  });

  it('lists every route of the contract once', async () => {
    const doc = await expected();
    for (const r of Object.values(contract)) expect(doc).toContain(`\`${r.method} ${r.path}\``);
  });
});
