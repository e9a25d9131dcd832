import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { svgToPng } from '@esg/core/infra/png/svgToPng';
import { baseUrl, call } from '../support/api';
import { freshCompany } from '../support/company';
import { inkIn, PNG_SIGNATURE, pngPixels, pngSize } from '../support/png';
import { tokenIn } from '../support/questionnaire';

/**
 * GET /api/matrix/{id}?format=png — the matrix drawn as PNG on the server, in the
 * caller's language and palette, Chinese labels with real glyphs (ADR 0058).
 */
const Y2 = '2025-12-31';
const Y_OTHER = '2023-12-31';
const OWN_TOPICS = ['数据隐私', '客户满意度', '员工福利', '废弃物处理'];

let token: string;
let otherToken: string;

const image = async (path: string, bearer = token) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

/** A company whose user reads Simplified Chinese, with 20 topics (16 defaults + 4 of its own) rated by one member. */
async function cnCompanyWithAnswers() {
  const co = await freshCompany([{ yearEnd: Y2 }], 'companyUser', 'zh-cn');
  const info = await call('GET', '/api/userInfo', { token: co.token });
  const { firstName, lastName, email, version } = info.body;
  const lang = await call('PUT', '/api/userInfo', {
    token: co.token,
    body: { firstName, lastName, email, langKey: 'zh-cn', version },
  });
  expect(lang.status, JSON.stringify(lang.body)).toBe(200);
  const read = await call('GET', `/api/materiality/topics/${Y2}`, { token: co.token });
  const topics = [
    ...read.body.topics.map((t: { id: string }) => ({ id: t.id, name: null, description: null })),
    ...OWN_TOPICS.map((name) => ({ id: ulid(), name, description: null })),
  ];
  const saved = await call('PUT', `/api/materiality/topics/${Y2}`, {
    token: co.token,
    body: { version: read.body.version, threshold: 5.5, topics },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const members = await call('PUT', `/api/boardmembers/${Y2}`, {
    token: co.token,
    body: {
      version: 0,
      members: [{ name: 'Ann Chow', positionTitle: 'Chair', email: `ann.${ulid().toLowerCase()}@example.com` }],
    },
  });
  const sent = await call('POST', `/api/questionnaire/sendBoardEmail/${members.body.members[0].id}`, {
    token: co.token,
    body: { year: Y2 },
  });
  const link = tokenIn(sent.body.results[0].link as string)!;
  // Spread over the plot: topic i at (1 + i mod 10, 10 − i mod 10).
  const scores = Object.fromEntries(
    topics.map((t: { id: string }, i: number) => [t.id, { company: 1 + (i % 10), personal: 10 - (i % 10) }]),
  );
  const answered = await call('POST', '/api/questionnaire', { body: { id: link, scores } });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  return co;
}

beforeAll(async () => {
  ({ token } = await cnCompanyWithAnswers());
  ({ token: otherToken } = await freshCompany([{ yearEnd: Y2 }, { yearEnd: Y_OTHER }]));
});

describe('GET /api/matrix/{id}?format=png', () => {
  it('answers PNG bytes: the signature, 1440 × 1080 in the IHDR (the 720 × 540 chart at 2×), a .png name', async () => {
    const { res, bytes } = await image(`/api/matrix/${Y2}?format=png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toContain(`filename="materiality-matrix-${Y2}.png"`);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1440, height: 1080 });
    expect(Number(res.headers.get('content-length') ?? bytes.length)).toBe(bytes.length);
  });

  it('is the SVG of the same chart drawn with the Chinese fonts: its cn labels are glyphs, not boxes', async () => {
    const svg = new TextDecoder().decode((await image(`/api/matrix/${Y2}`)).bytes);
    expect(svg).toContain('对公司的重要性');
    // The key names each numbered topic and its answers, kept on one line (ADR 0150), in Chinese punctuation.
    const text = svg.replace(/\u00a0|&#160;|&nbsp;/g, ' ');
    for (const name of OWN_TOPICS) expect(text).toContain(`${name}（1）`);
    const bytes = (await image(`/api/matrix/${Y2}?format=png`)).bytes;
    const withFonts = (await svgToPng(svg, { language: 'cn' })).png;
    expect(Buffer.from(bytes).equals(Buffer.from(withFonts))).toBe(true);
    const png = pngPixels(bytes);
    const boxes = pngPixels((await svgToPng(svg, { language: 'cn', latinOnly: true })).png);
    // The x axis title, 对公司的重要性, centred under the plot: real glyphs ink it differently from boxes.
    // (the plot is 390 of the drawing's 720 px from x 64, the key beside it: ADR 0150; the PNG is drawn at 2×)
    const axisTitle = { x: 398, y: 1024, width: 240, height: 40 };
    expect(inkIn(png, axisTitle)).toBeGreaterThan(300);
    let differing = 0;
    for (let y = axisTitle.y; y < axisTitle.y + axisTitle.height; y++) {
      for (let x = axisTitle.x; x < axisTitle.x + axisTitle.width; x++) {
        const i = (y * png.width + x) * 4;
        if (png.rgba[i] !== boxes.rgba[i]) differing++;
      }
    }
    expect(differing).toBeGreaterThan(300);
  });

  it('draws the chosen palette: high contrast is another picture than the default', async () => {
    const cloud = (await image(`/api/matrix/${Y2}?format=png`)).bytes;
    const contrast = (await image(`/api/matrix/${Y2}?format=png&palette=contrast`)).bytes;
    expect(pngSize(contrast)).toEqual({ width: 1440, height: 1080 });
    expect(Buffer.from(contrast).equals(Buffer.from(cloud))).toBe(false);
  });

  it('keeps SVG the default and answers format=svg the same', async () => {
    const plain = await image(`/api/matrix/${Y2}`);
    const svg = await image(`/api/matrix/${Y2}?format=svg`);
    expect(plain.res.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.res.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.bytes).toEqual(plain.bytes);
  });

  it('refuses an unknown format with 400 and the field path, like any bad query', async () => {
    for (const format of ['jpeg', 'PNG', '']) {
      const bad = await call('GET', `/api/matrix/${Y2}?format=${format}`, { token });
      expect(bad.status, format).toBe(400);
      expect(bad.body.data.issues.map((i: { path: string }) => i.path)).toEqual(['query.format']);
    }
  });

  it("another company's year: the same answer as the SVG, and never that company's picture", async () => {
    // A year only the other company has: the caller's company has no such year.
    for (const format of ['svg', 'png']) {
      const res = await call('GET', `/api/matrix/${Y_OTHER}?format=${format}`, { token });
      const svgRes = await call('GET', `/api/matrix/${Y_OTHER}`, { token });
      expect(res.status, format).toBe(svgRes.status);
      expect(res.status).toBe(404);
    }
    // A year both have: each company sees its own matrix (the other's has none of these topics).
    const theirs = new TextDecoder().decode((await image(`/api/matrix/${Y2}`, otherToken)).bytes);
    for (const name of OWN_TOPICS) expect(theirs).not.toContain(name);
    const theirPng = (await image(`/api/matrix/${Y2}?format=png`, otherToken)).bytes;
    const ours = (await image(`/api/matrix/${Y2}?format=png`)).bytes;
    expect(Buffer.from(theirPng).equals(Buffer.from(ours))).toBe(false);
  });
});
