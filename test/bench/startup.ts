import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { table } from './stats';

/** `npm start` is ready within 20 s on this machine once installed (first start seeds the demo). */
const TARGET_MS = 20_000;
const PORT = 5400;

/** Spawns `npm start` on its own port and data directory; ms until its `ready` line, then stops it (Ctrl-C). */
function readyAfter(dataDir: string): Promise<number> {
  const t0 = Date.now();
  const env = { ...process.env, PORT: String(PORT), ESG_DATA_DIR: dataDir };
  const npm = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm start: no ready line after 180 s')), 180_000);
    npm.stdout!.on('data', (chunk: Buffer) => {
      if (!/\bready\b/.test(chunk.toString())) return;
      clearTimeout(timer);
      const readyMs = Date.now() - t0;
      // The whole process group, as a terminal's Ctrl-C does; resolve once every child has gone.
      npm.once('exit', () => resolve(readyMs));
      process.kill(-npm.pid!, 'SIGINT');
    });
  });
}

/** First start (empty data directory: tables, pool and demo seed created) and a restart on the same data. */
export async function startupBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-bench-start-'));
  try {
    const first = await readyAfter(dataDir);
    const again = await readyAfter(dataDir);
    const row = (what: string, v: number) => [what, `${(v / 1000).toFixed(1)} s`, v <= TARGET_MS ? 'met' : 'MISSED'];
    return table(
      'npm start → ready (target ≤ 20 s)',
      ['start', 'ready after', 'target'],
      [row('first (seeds the demo)', first), row('restart (data kept)', again)],
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
