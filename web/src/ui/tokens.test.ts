import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_TOKENS_FILE, appTokenCss } from '../../scripts/appTokens';

describe("the app's design tokens (ADR 0126)", () => {
  it("are the installed Cloudscape's variables: the written file is what the theming preset resolves to", () => {
    expect(readFileSync(APP_TOKENS_FILE, 'utf8')).toBe(appTokenCss());
  });

  it('read the running theme, with the light value where it sets none', () => {
    expect(appTokenCss()).toMatch(
      /--esg-color-border-divider-default: var\(--color-border-divider-default-\w+, #\w+\);/,
    );
  });
});
