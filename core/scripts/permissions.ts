import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contract } from '../src/contract/index';
import { permissionsDoc } from '../src/contract/permissions';

export const permissionsDocPath = fileURLToPath(new URL('../../docs/permissions.md', import.meta.url));

/** docs/permissions.md as prettier would leave it, so `prettier --check .` and the test agree. */
export async function generatedPermissionsDoc() {
  const options = (await resolveConfig(permissionsDocPath)) ?? {};
  return format(permissionsDoc(contract), { ...options, filepath: permissionsDocPath });
}

/** `npm run docs:permissions`: rewrites docs/permissions.md from the contract. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(permissionsDocPath, await generatedPermissionsDoc());
  console.log(`wrote ${permissionsDocPath}`);
}
