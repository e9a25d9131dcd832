import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod';

// Unit files share a worker (ADR 0017): zod's setting goes back to what it was for the files after this one.
const before = z.config().jitless;
afterAll(() => void z.config({ jitless: before }));

describe('zod in the browser', () => {
  it('parses without compiling code at run time (no `new Function` under the origin’s script policy)', async () => {
    await import('./zodConfig');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
