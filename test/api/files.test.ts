import { beforeAll, describe, expect, it } from 'vitest';
import { headObject } from '@esg/core/infra/s3';
import { baseUrl, call, signIn } from '../support/api';
import { whoIs } from '../support/tenants';
import { MB, PNG, putTicket, requestUpload, uploadOne, withMagic, type Declared, type Ticket } from '../support/files';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const YEAR = '2025-12-31'; // Acme's open year (2024-12-31 is printed)

const request = (token: string, files: Declared[], where = `attachment/${YEAR}`) => requestUpload(token, files, where);
const put = putTicket;

/** The whole flow for one file: ticket, PUT, confirm. Returns the ticket and the confirm reply. */
const upload = (token: string, name: string, type: string, bytes: Buffer, where = `attachment/${YEAR}`) =>
  uploadOne(token, { name, type, bytes }, where);

/** GET /api/file/{id} as the web does: follow the redirect to S3 and read the bytes. */
async function download(token: string, id: string) {
  const res = await fetch(`${baseUrl()}/api/file/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The S3 key a presigned URL addresses (path-style locally: /<bucket>/<key>). */
const objectKeyOf = (url: string) => decodeURIComponent(new URL(url).pathname).split('/').slice(2).join('/');

let admin: string;
let user: string;
let acmeTenant: string;

beforeAll(async () => {
  [admin, user] = await Promise.all([signIn('acme.admin'), signIn('acme.user')]);
  acmeTenant = (await whoIs('acme.admin')).tenantId;
});

describe('upload and download round trip', () => {
  it('returns byte-identical files, including one of 9.9 MB, with the name set by the server', async () => {
    const files = [
      { name: '排放報告 2025.pdf', type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', 200_000) },
      { name: 'Emissions.xlsx', type: XLSX, bytes: withMagic('PK\x03\x04', Math.floor(9.9 * MB)) },
      { name: 'logo.PNG', type: 'image/png', bytes: withMagic(PNG, 5_000) },
    ];
    const res = await request(
      user,
      files.map(({ name, type, bytes }) => ({ name, type, size: bytes.length })),
    );
    expect(res.status).toBe(201);
    const tickets: Ticket[] = res.body.files;
    await Promise.all(tickets.map((t, i) => put(t, files[i].bytes)));
    for (const [i, t] of tickets.entries()) {
      const confirmed = await call('POST', `/api/file/${t.id}/confirm`, { token: user });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body).toMatchObject({
        name: files[i].name,
        size: files[i].bytes.length,
        uploadedBy: 'Ben Wong', // named as the report list and the import history name people
      });
      const { res: got, bytes } = await download(user, t.id);
      expect(got.status).toBe(200);
      expect(bytes.equals(files[i].bytes)).toBe(true);
      expect(got.headers.get('content-type')).toBe(files[i].type);
      expect(got.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(files[i].name)}`);
    }
    const list = await call('GET', `/api/files/attachment/${YEAR}`, { token: user });
    expect(list.body.map((f: { id: string }) => f.id)).toEqual(expect.arrayContaining(tickets.map((t) => t.id)));
  });

  it('redirects to a short-lived presigned GET and confirms idempotently', async () => {
    const { ticket } = await upload(admin, 'notes.txt', 'text/plain', Buffer.from('scope 1, scope 2\n'));
    const res = await fetch(`${baseUrl()}/api/file/${ticket.id}`, {
      headers: { authorization: `Bearer ${admin}` },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(objectKeyOf(location.href)).toBe(objectKeyOf(ticket.url));
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(location.searchParams.get('response-content-disposition')).toMatch(/^attachment;/);
    const again = await call('POST', `/api/file/${ticket.id}/confirm`, { token: admin });
    expect(again.status).toBe(200);
  });
});

describe('presigned URLs', () => {
  it('always address the caller’s tenant prefix with a slug, whatever the file is called', async () => {
    const names = ['%2e%2e%2f%2e%2e%2fglobex.pdf', '..pdf', '報告.pdf', 'tenants .. evil.pdf'];
    const res = await request(
      user,
      names.map((name) => ({ name, type: 'application/pdf', size: 10 })),
      `excel/${YEAR}`,
    );
    expect(res.status).toBe(201);
    for (const t of res.body.files as Ticket[]) {
      const key = objectKeyOf(t.url).split('/');
      expect(key.slice(0, 4)).toEqual(['tenants', acmeTenant, 'excel', YEAR]);
      expect(key).toHaveLength(5);
      expect(key[4]).toMatch(new RegExp(`^${t.id}-[a-z0-9-]+\\.pdf$`));
    }
  });

  it('sign the declared type and length, so S3 refuses any other', async () => {
    const res = await request(user, [{ name: 'a.pdf', type: 'application/pdf', size: 1234 }]);
    const url = new URL(res.body.files[0].url);
    const signed = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-type', 'content-length', 'if-none-match']));
    expect(res.body.files[0].headers).toEqual({ 'content-type': 'application/pdf', 'if-none-match': '*' });
  });

  it('refuse names that cannot be paths or types anyway', async () => {
    const slash = await request(user, [{ name: 'a/b.pdf', type: 'application/pdf', size: 10 }]);
    expect(slash.status).toBe(400);
    const ext = await request(user, [{ name: 'totals.xlsx', type: 'image/png', size: 10 }]);
    expect(ext.body.message).toBe('The file name extension does not match its type.');
    const exe = await request(user, [{ name: 'run.exe', type: 'application/x-msdownload', size: 10 }]);
    expect(exe.status).toBe(400);
  });
});

describe('upload limits (the spec’s validation rules: up to 10 files, each under 10 MB)', () => {
  it('refuses 11 files with the spec message', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, type: 'application/pdf', size: 100 }));
    const res = await request(user, files);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'You can upload at most 10 files.' });
    expect((await request(user, files.slice(0, 10))).status).toBe(201);
  });

  it('refuses a declared 10.1 MB file and accepts exactly 10 MB', async () => {
    const big = await request(user, [{ name: 'big.pdf', type: 'application/pdf', size: Math.ceil(10.1 * MB) }]);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('Each file must be under 10 MB.');
    const edge = await request(user, [{ name: 'edge.pdf', type: 'application/pdf', size: 10 * MB }]);
    expect(edge.status).toBe(201);
  });

  it('refuses a batch of 10 in which one file is over 10 MB, naming that file, and hands out no ticket', async () => {
    const files = Array.from({ length: 10 }, (_, i) => ({
      name: `bill-${i}.pdf`,
      type: 'application/pdf',
      size: 2000,
    }));
    files[6] = { ...files[6]!, size: 10 * MB + 1 };
    const res = await request(user, files);
    expect(res.status).toBe(400);
    const issues: { path: string; message: string }[] = res.body.data.issues;
    expect(issues.map((i) => [i.path.replace(/^body\./, ''), i.message])).toEqual([
      ['files.6.size', 'Each file must be under 10 MB.'],
    ]);
    expect(JSON.stringify(res.body)).not.toContain('"url"');
  });

  it('never keeps a PUT larger than declared', async () => {
    const res = await request(user, [{ name: 'small.pdf', type: 'application/pdf', size: 1000 }]);
    const ticket: Ticket = res.body.files[0];
    const sent = await put(ticket, withMagic('%PDF-', 50_000));
    // AWS refuses the PUT (content-length is signed); s3rver does not check signatures, so the confirm step must.
    if (sent.ok) {
      const confirmed = await call('POST', `/api/file/${ticket.id}/confirm`, { token: user });
      expect(confirmed.status).toBe(400);
      expect(confirmed.body.message).toBe('The uploaded file does not have the declared size.');
    }
    expect(await headObject(objectKeyOf(ticket.url))).toBeUndefined();
    expect((await download(user, ticket.id)).res.status).toBe(404);
  });

  it('cannot confirm before the PUT', async () => {
    const res = await request(user, [{ name: 'later.pdf', type: 'application/pdf', size: 10 }]);
    const confirmed = await call('POST', `/api/file/${res.body.files[0].id}/confirm`, { token: user });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.message).toBe('The file has not been uploaded yet.');
  });
});

describe('content check', () => {
  it('rejects a .xlsx that is really a PNG, deletes the object and logs the rejection', async () => {
    const { ticket, confirmed } = await upload(admin, 'Totals.xlsx', XLSX, withMagic(PNG, 3000));
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.message).toBe('The file content does not match its type.');
    expect(await headObject(objectKeyOf(ticket.url))).toBeUndefined();
    expect((await download(admin, ticket.id)).res.status).toBe(404);
    expect((await call('POST', `/api/file/${ticket.id}/confirm`, { token: admin })).status).toBe(404);
    const log = await call('GET', '/api/file/file-logs?size=50', { token: admin });
    expect(log.body.items).toContainEqual(expect.objectContaining({ fileId: ticket.id, action: 'reject' }));
  });

  it('rejects binary bytes declared as CSV', async () => {
    const { confirmed } = await upload(admin, 'data.csv', 'text/csv', Buffer.from([0x61, 0x00, 0x62]));
    expect(confirmed.status).toBe(400);
  });
});

describe('tenancy and years', () => {
  it('gives another company’s file id 404 on download and delete, and deletes nothing', async () => {
    const globex = await signIn('globex.admin');
    const { ticket } = await upload(
      globex,
      'globex.pdf',
      'application/pdf',
      withMagic('%PDF-', 100),
      `misc/2025-03-31`,
    );
    const mine = await upload(admin, 'mine.pdf', 'application/pdf', withMagic('%PDF-', 100));
    expect((await download(admin, ticket.id)).res.status).toBe(404);
    expect((await call('POST', `/api/file/${ticket.id}/confirm`, { token: admin })).status).toBe(404);
    const del = await call('DELETE', '/api/file/batch', { token: admin, body: { ids: [mine.ticket.id, ticket.id] } });
    expect(del.status).toBe(404);
    // All or nothing: the caller's own file survived the refused batch, and Globex's file is intact.
    expect((await download(admin, mine.ticket.id)).res.status).toBe(200);
    expect((await download(globex, ticket.id)).res.status).toBe(200);
  });

  it('treats another company’s year as unknown (404) and a printed year as locked (423)', async () => {
    const file = [{ name: 'a.pdf', type: 'application/pdf', size: 10 }];
    expect((await request(admin, file, 'attachment/2025-03-31')).status).toBe(404);
    expect((await call('GET', '/api/files/attachment/2025-03-31', { token: admin })).status).toBe(404);
    expect((await request(admin, file, 'attachment/2024-12-31')).status).toBe(423);
    expect((await request(admin, file, `nonsense/${YEAR}`)).status).toBe(400);
  });
});

describe('delete and the file log', () => {
  it('deletes records and objects together, and the log says who, what, when, size and type', async () => {
    const bytes = withMagic('%PDF-', 4321);
    const { ticket } = await upload(admin, 'to-delete.pdf', 'application/pdf', bytes, `social/${YEAR}`);
    expect((await download(user, ticket.id)).res.status).toBe(200); // a download is logged too
    const del = await call('DELETE', '/api/file/batch', { token: admin, body: { ids: [ticket.id] } });
    expect(del.body).toEqual({ deleted: 1 });
    expect(await headObject(objectKeyOf(ticket.url))).toBeUndefined();
    expect((await download(admin, ticket.id)).res.status).toBe(404);
    const list = await call('GET', `/api/files/social/${YEAR}`, { token: admin });
    expect(list.body.map((f: { id: string }) => f.id)).not.toContain(ticket.id);
    const log = await call('GET', '/api/file/file-logs?size=50', { token: admin });
    const mine = log.body.items.filter((e: { fileId: string }) => e.fileId === ticket.id);
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['delete', 'download', 'upload']); // newest first
    expect(mine[2]).toMatchObject({ login: 'acme.admin', name: 'to-delete.pdf', size: 4321, type: 'application/pdf' });
    expect(mine[1]).toMatchObject({ login: 'acme.user', name: 'to-delete.pdf', size: 4321, type: 'application/pdf' });
    expect(Date.parse(mine[2].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages the log and keeps it to privileged users (acme.user has no logs:read)', async () => {
    const first = await call('GET', '/api/file/file-logs?size=1', { token: admin });
    expect(first.body.items).toHaveLength(1);
    const next = await call('GET', `/api/file/file-logs?size=1&cursor=${first.body.cursor}`, { token: admin });
    expect(next.body.items[0].id).not.toBe(first.body.items[0].id);
    expect((await call('GET', '/api/file/file-logs', { token: user })).status).toBe(403);
  });
});
