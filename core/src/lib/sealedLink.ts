import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that name what they open (ADR 0059, shared by the board questionnaire and supplier data
 * requests, ADR 0119): a few text parts encrypted deterministically (AES-256-CTR under an IV that is
 * the HMAC-SHA256 of the content, 128 bits), with both keys derived from the link secret and the
 * link's purpose. Only the secret's holder can make one or read what it names; a changed character
 * fails the MAC; a token sealed for one purpose opens nothing of another.
 */

export const tokenHash = (raw: string) => createHash('sha256').update(raw).digest('hex');

const IV_BYTES = 16;

/** The two keys of a purpose, derived once per secret (a send of 100 seals 100 tokens). */
const derived = new Map<string, { mac: Buffer; enc: Buffer }>();
function keysOf(secret: Buffer, purpose: string) {
  const id = `${purpose}\n${secret.toString('base64')}`;
  let k = derived.get(id);
  if (!k) {
    const derive = (use: string) => createHmac('sha256', secret).update(`${purpose}:${use}`).digest();
    k = { mac: derive('mac'), enc: derive('enc') };
    if (derived.size >= 8) derived.clear();
    derived.set(id, k);
  }
  return k;
}

/** The token of `parts` (none holding a newline) for `purpose`, and its hash (what a record keeps). */
export function sealLink(secret: Buffer, purpose: string, parts: readonly string[]) {
  const { mac, enc } = keysOf(secret, purpose);
  const plain = Buffer.from(parts.join('\n'));
  const iv = createHmac('sha256', mac).update(plain).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-ctr', enc, iv);
  const raw = Buffer.concat([iv, cipher.update(plain), cipher.final()]).toString('base64url');
  return { raw, hash: tokenHash(raw) };
}

/**
 * The `count` parts a token sealed for `purpose` names, or undefined when it is not one: wrong length or
 * encoding, tampered, sealed under another secret or for another purpose, or naming another number of parts.
 */
export function openSealedLink(secret: Buffer, purpose: string, raw: string, count: number): string[] | undefined {
  const bytes = Buffer.from(raw, 'base64url');
  if (bytes.length <= IV_BYTES || bytes.toString('base64url') !== raw) return undefined;
  const { mac, enc } = keysOf(secret, purpose);
  const iv = bytes.subarray(0, IV_BYTES);
  const decipher = createDecipheriv('aes-256-ctr', enc, iv);
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES)), decipher.final()]);
  const check = createHmac('sha256', mac).update(plain).digest().subarray(0, IV_BYTES);
  if (!timingSafeEqual(check, iv)) return undefined;
  const parts = plain.toString().split('\n');
  return parts.length === count && parts.every((p) => p !== '') ? parts : undefined;
}
