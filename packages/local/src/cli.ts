import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { localConfig, ROOT } from './config';
import { readyLine, startRuntime } from './runtime';
import { ensureWebBuild } from './webBuild';

/** npm start | npm run dev | npm run reset */
async function main(command = 'start') {
  if (command === 'reset') {
    rmSync(localConfig().dataDir, { recursive: true, force: true });
    console.log(`removed ${localConfig().dataDir}`);
    return;
  }
  const started = Date.now();
  if (command === 'start') ensureWebBuild();
  const rt = await startRuntime();
  let vite: ReturnType<typeof spawn> | undefined;
  if (command === 'dev') {
    // Vite hot reload on PORT+1, proxying /api, /cognito and /config.json to the runtime.
    vite = spawn('npx', ['vite', '--port', String(rt.cfg.port + 1), '--strictPort'], {
      cwd: `${ROOT}/web`,
      stdio: 'inherit',
      env: { ...process.env, ESG_API_URL: rt.cfg.url },
    });
  }
  console.log(`${readyLine(rt)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    vite?.kill('SIGTERM');
    await rt.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
