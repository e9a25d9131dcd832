import { describe, expect, it } from 'vitest';
import { EDGE_HEADERS } from '@esg/core/infra/edgeHeaders';
import { baseUrl, signIn } from '../support/api';

/** Every response of the one origin carries its headers (ADR 0162), as CloudFront's viewer-response function adds them. */
describe('the origin’s headers', () => {
  it('on a page, an asset, the config, and the API’s answers, refusals and downloads', async () => {
    const token = await signIn('acme.admin');
    const at = (path: string, init: RequestInit = {}) => fetch(`${baseUrl()}${path}`, init);
    const page = await at('/signoff?id=anything');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await page.clone().text())![1]!;
    const replies = {
      page,
      asset: await at(asset),
      'missing asset': await at('/assets/none.js'),
      config: await at('/config.json'),
      ping: await at('/api/ping', { method: 'HEAD' }),
      'signed-in answer': await at('/api/session', { headers: { authorization: `Bearer ${token}` } }),
      'no token': await at('/api/session'),
      'unknown route': await at('/api/nowhere'),
      'malformed body': await at('/api/questionnaire', {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      'a template download': await at('/api/archived-result/excel/template?year=2025-12-31', {
        headers: { authorization: `Bearer ${token}` },
      }),
    };
    for (const [what, reply] of Object.entries(replies)) {
      expect(reply.status, what).toBeLessThan(500);
      for (const [name, value] of Object.entries(EDGE_HEADERS))
        expect(reply.headers.get(name), `${what}: ${name}`).toBe(value);
    }
    // No page of ours in anyone's frame, its own origin's neither; no referrer for the e-mailed links' tokens.
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
