import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite the repo's decisions (docs/decisions) by file name or as "ADR NNNN": every file
 * name cited exists, and every number cited is an ADR's. A renamed ADR fails here, not in a reader's hands.
 */
const DECISIONS = 'docs/decisions';
const numbers = new Set(readdirSync(DECISIONS).map((f) => f.slice(0, 4)));

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|js|cjs|mjs|md)$/.test(f) && !f.startsWith('test/fixtures/') && existsSync(f))
  .filter((f) => f !== 'test/unit/decisionCitations.test.ts'); // its own examples name nothing on purpose

/** The citations of one text that name nothing: `file: citation`. */
export function brokenCitations(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const [cited, name] of text.matchAll(/(?:docs\/)?decisions\/(\d{4}-[a-z0-9-]+?)(?:\.md)?(?![a-z0-9-])/g)) {
    if (!existsSync(`${DECISIONS}/${name}.md`)) broken.push(`${file}: ${cited}`);
  }
  for (const [cited, list] of text.matchAll(/\bADRs? ((?:\d{4}(?:, | and | or |\/|–)?)+)/g)) {
    for (const n of list!.match(/\d{4}/g) ?? []) if (!numbers.has(n)) broken.push(`${file}: ${cited.trim()}`);
  }
  return broken;
}

describe('decision citations', () => {
  it('finds what names nothing', () => {
    expect(brokenCitations('a.ts', '(docs/decisions/0019-faults-timeouts-retries.md)')).toEqual([
      'a.ts: docs/decisions/0019-faults-timeouts-retries.md',
    ]);
    expect(brokenCitations('a.ts', 'see ADR 9999')).toEqual(['a.ts: ADR 9999']);
    expect(brokenCitations('a.ts', 'ADR 0040, 0057, 0061 and docs/decisions/0022-faults-timeouts-retries.md')).toEqual(
      [],
    );
  });

  it('every ADR cited in the repo exists', () => {
    const broken = tracked.flatMap((file) => brokenCitations(file, readFileSync(file, 'utf8')));
    expect(broken).toEqual([]);
  });
});
