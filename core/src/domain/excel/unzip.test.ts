import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drained, inflated, limitOf, PART_LIMITS, PartTooLarge } from './unzip';
import type { ZipEntry } from './zip';

/** One part stored at offset 0 of `bytes`: its local header and its deflated data. */
function stored(name: string, data: Buffer, claimed: number): { bytes: Uint8Array; entry: ZipEntry } {
  const deflated = deflateRawSync(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(name.length, 26);
  const bytes = Buffer.concat([local, Buffer.from(name), deflated]);
  return { bytes, entry: { name, method: 8, compressed: deflated.length, uncompressed: claimed, localOffset: 0 } };
}

const inflatedLength = async (bytes: Uint8Array, e: ZipEntry) => {
  let n = 0;
  for await (const chunk of inflated(bytes, e)) n += (chunk as Buffer).length;
  return n;
};

describe('a part inflated and counted', () => {
  it('reads text whole, a character split by a chunk boundary included', async () => {
    // Three bytes a character: some land across the stored chunks' boundaries, and across the inflater's.
    const text = '<t>' + '董事會監察環境事宜。'.repeat(20_000) + '</t>';
    const { bytes, entry } = stored('xl/sharedStrings.xml', Buffer.from(text), Buffer.byteLength(text));
    let read = '';
    for await (const chunk of inflated(bytes, entry)) read += String(chunk);
    expect(read).toBe(text);
  });

  it('gives a part that is what its directory states', async () => {
    const { bytes, entry } = stored('xl/styles.xml', Buffer.alloc(300_000, 32), 300_000);
    expect(await inflatedLength(bytes, entry)).toBe(300_000);
  });

  it('stops at the first byte past the size stated, whatever the part inflates to', async () => {
    const { bytes, entry } = stored('xl/worksheets/sheet1.xml', Buffer.alloc(20 * 1024 * 1024, 32), 4096);
    await expect(drained(bytes, entry)).rejects.toBeInstanceOf(PartTooLarge);
  });

  it('stops at the part’s limit when the size stated is larger', async () => {
    const { bytes, entry } = stored('docProps/app.xml', Buffer.alloc(PART_LIMITS.other + 1, 32), 100 * 1024 * 1024);
    await expect(drained(bytes, entry)).rejects.toBeInstanceOf(PartTooLarge);
  });

  it('knows each kind’s limit', () => {
    expect(limitOf('xl/worksheets/sheet12.xml')).toBe(PART_LIMITS.sheet);
    expect(limitOf('xl/sharedStrings.xml')).toBe(PART_LIMITS.sharedStrings);
    expect(limitOf('xl/styles.xml')).toBe(PART_LIMITS.styles);
    expect(limitOf('xl/theme/theme1.xml')).toBe(PART_LIMITS.other);
  });
});
