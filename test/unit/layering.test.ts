import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

/**
 * The layering rules of `npm run lint` (.dependency-cruiser.cjs) bite: each deliberately broken
 * import in test/fixtures/layering is reported under its rule, and the allowed ones are not.
 */
const FIXTURE = 'test/fixtures/layering';

async function violations(): Promise<string[]> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { output } = await cruise([FIXTURE], { ...options, outputType: 'json' });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  const strip = (path: string) => path.slice(FIXTURE.length + 1);
  return result.summary.violations.map((v) => `${v.rule.name}: ${strip(v.from)} → ${strip(v.to)}`).sort();
}

describe('layering rules', () => {
  it('reports every forbidden import of the fixture and nothing else', async () => {
    expect(await violations()).toEqual([
      'no-app-from-features: web/src/features/alpha/a.ts → web/src/app/shell.ts',
      'no-app-from-features: web/src/forms/form.ts → web/src/app/shell.ts',
      'no-circular: web/src/ui/cycleOne.ts → web/src/ui/cycleTwo.ts',
      'no-contract-from-domain: core/src/domain/rule.ts → core/src/contract/route.ts',
      'no-domain-from-pages: core/src/pages/social/page.ts → core/src/domain/rule.ts',
      'no-domain-from-web: web/src/ui/domainUse.ts → core/src/domain/rule.ts',
      'no-feature-to-feature: web/src/features/alpha/a.ts → web/src/features/beta/b.ts',
      'no-features-from-shared: web/src/shell/kit.ts → web/src/features/beta/b.ts',
      'vocabulary-is-a-leaf: core/src/vocabulary/leak.ts → core/src/domain/rule.ts',
    ]);
  }, 60_000);
});
