import { expect } from 'vitest';
import { baseUrl, call } from './api';
import { readCsv } from './csv';
import { pollUntilDone } from './jobs';
import { readZip } from './unzip';

/**
 * A year's assurance pack (docs/decisions/0117-the-assurance-pack.md) requested, built and downloaded through the
 * API as `token`; `table(name)` reads one of its CSVs back without its header.
 */
export async function downloadedPack(token: string, yearEnd: string) {
  const res = await call('POST', `/api/assurance-pack/${yearEnd}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { job } = await pollUntilDone(token, res.body.id);
  expect(job.status).toBe('DONE');
  const redirect = await fetch(`${baseUrl()}/api/assurance-pack/download/${res.body.id}`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });
  expect(redirect.status).toBe(302);
  const zip = new Uint8Array(await (await fetch(redirect.headers.get('location')!)).arrayBuffer());
  const files = readZip(zip);
  const table = (name: string) => readCsv(new TextDecoder().decode(files.find((f) => f.name === name)!.bytes)).slice(1);
  return { files, table };
}
