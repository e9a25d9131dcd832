import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipStored } from './zip';

/** The zip's files read as a reader does: the end record, the central directory, each local header and its bytes. */
function unzipStored(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files: { name: string; bytes: Uint8Array; crcOk: boolean; utf8: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const size = view.getUint32(at + 24, true);
    const crc = view.getUint32(at + 16, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const bytes = zip.slice(start, start + size);
    files.push({ name, bytes, crcOk: crc32(bytes) === crc, utf8: (view.getUint16(at + 8, true) & 0x800) !== 0 });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}

describe('a publication pack’s zip (ADR 0099)', () => {
  it('holds every file under its UTF-8 name, byte for byte, with its checksum', () => {
    const files = [
      { name: 'Acme_ESG-report_2025-12-31_en.pdf', bytes: new TextEncoder().encode('%PDF-1.7 English') },
      { name: '極致控股_ESG-report_2025-12-31_zh-HK.docx', bytes: new Uint8Array([80, 75, 3, 4, 0, 255]) },
    ];
    expect(unzipStored(zipStored(files))).toEqual(files.map((f) => ({ ...f, crcOk: true, utf8: true })));
  });
});
