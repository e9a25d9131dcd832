import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveToken, SIGN_IN_TOKENS_FILE, signInTokenCss } from '../../../../scripts/signInTokens';

describe("the sign-in page's design tokens (ADR 0093)", () => {
  it("are Cloudscape's current values: the written file is what the theming preset resolves to", () => {
    expect(readFileSync(SIGN_IN_TOKENS_FILE, 'utf8')).toBe(signInTokenCss());
  });

  it('follow references to other tokens and take the light mode', () => {
    const tokens = { a: '{b}', b: { light: '#fff', dark: '#000' } };
    expect(resolveToken(tokens, 'a')).toBe('#fff');
    expect(() => resolveToken(tokens, 'missing')).toThrow(/no Cloudscape token missing/);
  });
});
