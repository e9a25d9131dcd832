import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { median } from './stats';

const run = promisify(execFile);

/** Timed inside the child, so process start-up (the same for every bundle) is not counted. */
const CHILD = `const t0 = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - t0));`;

/** A fresh Node process importing one bundle, as a Lambda cold start does; returns the import's ms. */
async function importOnce(file: string): Promise<number> {
  // No compile cache: Lambda starts every cold sandbox without one, so neither may the bench.
  const env = { ...process.env, NODE_COMPILE_CACHE: undefined, NODE_OPTIONS: undefined };
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CHILD, pathToFileURL(file).href], {
    env,
  });
  const value = Number(stdout);
  if (!Number.isFinite(value)) throw new Error(`import of ${file} printed ${JSON.stringify(stdout)}`);
  return value;
}

/**
 * Median import time of each file over `runs` separate processes. Files take turns (round-robin,
 * one process at a time) so that background noise spreads evenly, and one discarded first round
 * warms the OS page cache: this measures V8's cold start, not the disk.
 */
export async function coldImports(files: readonly string[], runs: number): Promise<Map<string, number>> {
  const samples = new Map(files.map((f) => [f, [] as number[]]));
  for (const f of files) await importOnce(f);
  for (let i = 0; i < runs; i++) {
    for (const f of files) samples.get(f)?.push(await importOnce(f));
  }
  return new Map([...samples].map(([f, s]) => [f, median(s)]));
}
