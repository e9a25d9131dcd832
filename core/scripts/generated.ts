import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/** Generated sources (path → text) as prettier would leave them, so `prettier --check .` and the tests that compare agree. */
export async function formatted(sources: Record<string, string>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [path, source] of Object.entries(sources)) {
    const options = (await resolveConfig(path)) ?? {};
    out[path] = await format(source, { ...options, filepath: path });
  }
  return out;
}

/** Writes each generated file: what a generating script does when run as `npm run …`. */
export function writeGenerated(files: Record<string, string>) {
  for (const [path, source] of Object.entries(files)) {
    writeFileSync(path, source);
    console.log(`wrote ${path}`);
  }
}
