import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { call } from './api';

export const MB = 1024 * 1024;
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `size` random bytes that start with a type's magic number. */
export const withMagic = (magic: Buffer | string, size: number) => {
  const bytes = randomBytes(size);
  Buffer.from(magic).copy(bytes);
  return bytes;
};

export interface Ticket {
  id: string;
  name: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}
export interface Declared {
  name: string;
  type: string;
  size: number;
}

/** POST /api/files/{module}/{year}, with an evidence target when given. */
export const requestUpload = (token: string, files: Declared[], where: string, target?: unknown) =>
  call('POST', `/api/files/${where}`, { token, body: target === undefined ? { files } : { files, target } });

/** PUT to the presigned URL exactly as a browser would: the ticket's headers, the file as body. */
export const putTicket = (t: Ticket, bytes: Buffer) =>
  fetch(t.url, { method: t.method, headers: t.headers, body: bytes });

/** The whole flow for one file: ticket, PUT, confirm. Returns the ticket and the confirm reply. */
export async function uploadOne(
  token: string,
  file: { name: string; type: string; bytes: Buffer },
  where: string,
  target?: unknown,
) {
  const res = await requestUpload(
    token,
    [{ name: file.name, type: file.type, size: file.bytes.length }],
    where,
    target,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const ticket: Ticket = res.body.files[0];
  expect((await putTicket(ticket, file.bytes)).status).toBe(200);
  return { ticket, confirmed: await call('POST', `/api/file/${ticket.id}/confirm`, { token }) };
}
