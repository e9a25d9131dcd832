import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealedLink, sealLink } from './sealedLink';

const secret = randomBytes(32);
const parts = ['01J0TENANT000000000000000', '2025-12-31', '01J0REQUEST00000000000000', 'seed-seed-seed'];

describe('sealed links (ADR 0059, 0119)', () => {
  it('open to what they name, under the same secret and purpose only', () => {
    const { raw } = sealLink(secret, 'supplier-link-ref', parts);
    expect(openSealedLink(secret, 'supplier-link-ref', raw, 4)).toEqual(parts);
    expect(openSealedLink(secret, 'board-link-ref', raw, 4)).toBeUndefined();
    expect(openSealedLink(randomBytes(32), 'supplier-link-ref', raw, 4)).toBeUndefined();
    expect(openSealedLink(secret, 'supplier-link-ref', raw, 3)).toBeUndefined();
  });

  it('refuse any changed character and any other encoding', () => {
    const { raw } = sealLink(secret, 'supplier-link-ref', parts);
    for (let i = 0; i < raw.length; i += 7) {
      const c = raw[i] === 'A' ? 'B' : 'A';
      expect(openSealedLink(secret, 'supplier-link-ref', raw.slice(0, i) + c + raw.slice(i + 1), 4)).toBeUndefined();
    }
    expect(openSealedLink(secret, 'supplier-link-ref', `${raw}=`, 4)).toBeUndefined();
    expect(openSealedLink(secret, 'supplier-link-ref', 'short', 4)).toBeUndefined();
  });

  it('are the same for the same parts (a reminder mails the same link), another for another seed', () => {
    const a = sealLink(secret, 'supplier-link-ref', parts);
    expect(sealLink(secret, 'supplier-link-ref', parts)).toEqual(a);
    expect(sealLink(secret, 'supplier-link-ref', [...parts.slice(0, 3), 'other']).raw).not.toBe(a.raw);
  });
});
