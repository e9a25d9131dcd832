import { describe, expect, it } from 'vitest';
import { linkState, namedBoardToken, readNamedToken, type SendRecord } from './links';

// The local stage's LinkKey is 32 random bytes; any fixed 32 bytes will do here (read on first use).
process.env.SST_RESOURCE_LinkKey = JSON.stringify({
  type: 'sst.sst.Secret',
  value: Buffer.alloc(32, 7).toString('base64'),
});

const REF = {
  tenantId: '01JB4Z8Q7W3N5K2M6P9R1T0V8X',
  yearEnd: '2025-12-31',
  memberId: '01JB4Z8Q7W3N5K2M6P9R1T0V8Y',
  seed: 'q0YkW3v1mZ8b2Xr5Lc9Tnw',
};

describe('a board token that names its link (ADR 0059)', () => {
  it('reads back what it names, the same each time, and shows none of it', () => {
    const { raw } = namedBoardToken(REF);
    expect(readNamedToken(raw)).toEqual(REF);
    expect(namedBoardToken(REF).raw).toBe(raw);
    expect(raw).toMatch(/^[\w-]{100,200}$/);
    const bytes = Buffer.from(raw, 'base64url').toString('latin1');
    for (const part of Object.values(REF)) expect(bytes).not.toContain(part);
  });

  it('another seed, member or year gives an unrelated token', () => {
    const { raw } = namedBoardToken(REF);
    for (const other of [
      { seed: 'x0YkW3v1mZ8b2Xr5Lc9Tnw' },
      { memberId: '01JB4Z8Q7W3N5K2M6P9R1T0V8Z' },
      { yearEnd: '2024-12-31' },
    ]) {
      const next = namedBoardToken({ ...REF, ...other }).raw;
      expect(next.slice(0, 22)).not.toBe(raw.slice(0, 22));
    }
  });

  it('opens nothing when any character changes, when cut or lengthened, or not base64url', () => {
    const { raw } = namedBoardToken(REF);
    const swap = (i: number) => raw.slice(0, i) + (raw[i] === 'A' ? 'B' : 'A') + raw.slice(i + 1);
    for (const i of [0, 10, 21, 22, 60, raw.length - 2, raw.length - 1])
      expect(readNamedToken(swap(i))).toBeUndefined();
    expect(readNamedToken(raw.slice(0, -4))).toBeUndefined();
    expect(readNamedToken(`${raw}AAAA`)).toBeUndefined();
    expect(readNamedToken('A'.repeat(raw.length))).toBeUndefined();
    expect(readNamedToken('short')).toBeUndefined();
  });
});

describe("a board link's outcome (ADR 0059: one send record per request)", () => {
  const link = { memberId: 'M1', outcome: 'pending' as const, sentAt: '2025-10-01T00:00:00.000Z', sendId: 'S2' };
  const record = (failed: string[], sendId = 'S2'): SendRecord => ({ sendId, at: '2025-11-01T00:00:00.000Z', failed });

  it('is pending, with the last mail before, until its send has a record', () => {
    expect(linkState(link, undefined)).toEqual({ outcome: 'pending', sentAt: '2025-10-01T00:00:00.000Z' });
  });

  it("is sent at the record's time once it exists, failed when the record names the member", () => {
    expect(linkState(link, record([]))).toEqual({ outcome: 'sent', sentAt: '2025-11-01T00:00:00.000Z' });
    expect(linkState(link, record(['M1']))).toEqual({ outcome: 'failed', sentAt: '2025-10-01T00:00:00.000Z' });
  });

  it("follows only its own send's record; a link stored with its outcome keeps it", () => {
    expect(linkState(link, record(['M1'], 'S1')).outcome).toBe('pending');
    expect(linkState({ ...link, outcome: 'sent', sendId: undefined }, record(['M1'])).outcome).toBe('sent');
  });
});
