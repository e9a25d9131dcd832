import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';

describe('GET /api/report-index/{year}: the content index and its gaps before printing', () => {
  it('lists every provision of Acme FY2025 with where it stands; the gaps are exactly the open ones', async () => {
    const token = await signIn('acme.user');
    const res = await call('GET', '/api/report-index/2025-12-31', { token });
    expect(res.status).toBe(200);
    const { entries, gaps } = res.body as { entries: { code: string; state: string }[]; gaps: string[] };
    // The 2025 rule set has Part D; Acme's figures disclose A1.2 and Scope 1/2.
    expect(entries.map((e) => e.code)).toEqual(expect.arrayContaining(['MDR-GOV', 'A1.2', 'B8.2', 'D-MT-GHG1']));
    for (const code of ['A1.2', 'A2.1', 'D-MT-GHG1', 'D-MT-GHG2', 'MDR-BOUND'])
      expect(entries.find((e) => e.code === code)?.state).toBe('disclosed');
    expect(gaps).toEqual(entries.filter((e) => e.state === 'gap').map((e) => e.code));
    // Scope 3's fifteen-category screening is printed in Part D's GHG section (ADR 0109).
    expect(entries.find((e) => e.code === 'D-MT-GHG3')).toMatchObject({ state: 'disclosed' });
    // The demo's complete year answers every page; A4.1 by cross-reference to Part D (ADR 0072): no gap.
    expect(gaps).toEqual([]);
    expect(entries.find((e) => e.code === 'A4.1')?.state).toBe('disclosed');
  });

  it('calls every provision of a company with no data a gap, and refuses other years and bad input', async () => {
    const { token } = await freshCompany([{ yearEnd: '2025-12-31' }]);
    const res = await call('GET', '/api/report-index/2025-12-31', { token });
    expect(res.status).toBe(200);
    expect(res.body.gaps).toContain('A1.2');
    expect(res.body.gaps).toContain('MDR-BOUND'); // no location in the boundary yet
    expect(res.body.gaps).not.toContain('MDR-PRIN-CONS'); // the report always says what changed (first year: nothing)
    expect((await call('GET', '/api/report-index/2019-12-31', { token })).status).toBe(404);
    expect((await call('GET', '/api/report-index/2025-13-45', { token })).status).toBe(400);
    expect((await call('GET', '/api/report-index/2025-12-31')).status).toBe(401);
  });
});
