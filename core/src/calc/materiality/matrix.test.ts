import { describe, expect, it } from 'vitest';
import { anyOverlap, placeLabels, topicMeans } from './matrix';
import { leader, matrixSvg, numbered, scoredPoints, textWidth, wrap } from './svg';

describe('topicMeans', () => {
  const answers: { scores: Record<string, { company: number; personal: number }> }[] = [
    { scores: { A1: { company: 8, personal: 6 }, B1: { company: 2, personal: 3 } } },
    { scores: { A1: { company: 4, personal: 10 }, B1: { company: 3, personal: 3 } } },
    { scores: { A1: { company: 7, personal: 7 } } },
  ];

  it('averages each topic over the answers that scored it and counts them', () => {
    const [a1, b1, b2] = topicMeans(['A1', 'B1', 'B2'], answers, 5.5);
    expect(a1).toEqual({ id: 'A1', company: 6.33, board: 7.67, answers: 3, material: true });
    expect(b1).toEqual({ id: 'B1', company: 2.5, board: 3, answers: 2, material: false });
    expect(b2).toEqual({ id: 'B2', company: null, board: null, answers: 0, material: false });
  });

  it('calls a topic material only when both means reach the threshold (inclusive)', () => {
    const one = [{ scores: { X1: { company: 6, personal: 5 } } }];
    expect(topicMeans(['X1'], one, 5)[0]!.material).toBe(true);
    expect(topicMeans(['X1'], one, 5.5)[0]!.material).toBe(false);
    expect(topicMeans(['X1'], one, 6)[0]!.material).toBe(false);
  });
});

describe('placeLabels', () => {
  it('places 20 labels of crowded topics with no overlap, none over a marker, all inside the plot', () => {
    // 20 topics, half of them piled around the same few scores (the usual case: a board agrees).
    const points = Array.from({ length: 20 }, (_, i) => ({
      id: `T${i}`,
      x: i < 10 ? 300 + (i % 3) * 4 : 40 + i * 25,
      y: i < 10 ? 150 + (i % 4) * 3 : 380 - i * 12,
      width: textWidth(`Topic number ${i} (3)`) + 4,
      height: 16,
    }));
    const boxes = placeLabels(points, 592, 436);
    expect(boxes.map((b) => b.id)).toEqual(points.map((p) => p.id));
    expect(anyOverlap(boxes)).toBe(false);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(592);
      expect(b.y + b.height).toBeLessThanOrEqual(436);
      for (const p of points) {
        const covers = p.x > b.x - 3 && p.x < b.x + b.width + 3 && p.y > b.y - 3 && p.y < b.y + b.height + 3;
        expect(covers, `${b.id} covers ${p.id}`).toBe(false);
      }
    }
  });

  it('is deterministic (the web chart and the SVG agree)', () => {
    const pts = [
      { id: 'a', x: 10, y: 10, width: 50, height: 14 },
      { id: 'b', x: 12, y: 12, width: 50, height: 14 },
    ];
    expect(placeLabels(pts, 200, 200)).toEqual(placeLabels([...pts], 200, 200));
  });

  it('detects an overlap', () => {
    expect(
      anyOverlap([
        { id: 'a', x: 0, y: 0, width: 10, height: 10 },
        { id: 'b', x: 5, y: 5, width: 10, height: 10 },
      ]),
    ).toBe(true);
  });
});

describe('matrixSvg', () => {
  it('draws points, labels with answer counts, threshold lines, escaped names, in the chosen language', () => {
    const name = { en: 'R&D <ethics>', hk: '研發倫理', cn: '研发伦理' };
    const svg = matrixSvg(
      {
        yearEnd: '2025-12-31',
        threshold: 6,
        asked: 3,
        answered: 2,
        firstAnswer: null,
        lastAnswer: null,
        points: [
          { id: 'A1', aspect: 'A1', name, company: 7, board: 8, answers: 2, material: true },
          { id: 'A2', aspect: 'A2', name, company: null, board: null, answers: 0, material: false },
        ],
      },
      'hk',
    );
    expect(svg).toContain('研發倫理（2）');
    expect(svg).toContain('重要性矩陣');
    // The point, and the key's material marker.
    expect(svg.match(/<circle/g)).toHaveLength(2);
    // The two threshold lines, and the key's.
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(3);
    expect(
      matrixSvg(
        {
          ...JSON.parse('{}'),
          yearEnd: 'x',
          threshold: 5,
          points: [{ id: 'A1', aspect: null, name, company: 1, board: 1, answers: 1, material: false }],
        },
        'en',
      ),
    ).toContain('R&amp;D &lt;ethics&gt;\u00a0(1)');
  });

  it('draws in the chosen palette: material topics as circles in its first colour, the others as squares in its second', () => {
    const name = { en: 'Topic', hk: 'Topic', cn: 'Topic' };
    const view = {
      yearEnd: '2025-12-31',
      threshold: 5,
      asked: 2,
      answered: 2,
      firstAnswer: null,
      lastAnswer: null,
      points: [
        { id: 'A1', aspect: 'A1', name, company: 8, board: 8, answers: 2, material: true },
        { id: 'B1', aspect: 'B1', name, company: 2, board: 3, answers: 2, material: false },
      ],
    };
    const svg = matrixSvg(view, 'en', 'contrast');
    // Each point and its marker in the key.
    expect(svg.match(/<circle[^>]*fill="#0072b2"/g)).toHaveLength(2);
    expect(svg.match(/<rect x[^>]*fill="#d55e00"/g)).toHaveLength(2);
    expect(matrixSvg(view, 'en')).toContain('fill="#0972d3"');
  });
});

describe('the matrix drawing (ADR 0075)', () => {
  const name = (en: string) => ({ en, hk: en, cn: en });
  const view = {
    yearEnd: '2025-12-31',
    threshold: 5.5,
    points: [
      {
        id: 'A',
        aspect: 'A',
        name: name('Product responsibility'),
        company: 5.6,
        board: 5.6,
        answers: 5,
        material: true,
      },
      { id: 'B', aspect: 'B', name: name('Climate governance'), company: 5.2, board: 4.8, answers: 5, material: false },
      { id: 'C', aspect: 'C', name: name('Climate strategy'), company: 5.2, board: 4.8, answers: 5, material: false },
      { id: 'D', aspect: 'D', name: name('Emissions'), company: 9.2, board: 8.8, answers: 5, material: true },
    ],
  } as unknown as Parameters<typeof matrixSvg>[0];
  const svg = matrixSvg(view, 'en');

  it('numbers each point and names the numbers in a key: topics with equal scores are one point with both numbers', () => {
    expect(svg).toMatch(/font-weight="700" fill="#[0-9a-f]+">2, 3<\/text>/);
    expect(svg.match(/<rect x="[\d.-]+" y="[\d.-]+" width="8"/g)).toHaveLength(2); // the point and the key's
    for (const [n, topic] of [
      'Product responsibility',
      'Climate governance',
      'Climate strategy',
      'Emissions',
    ].entries())
      expect(svg).toMatch(new RegExp(`>${n + 1}</text><text x="24" y="[\\d.]+">${topic}\u00a0\\(5\\)</text>`));
  });

  it('says what a circle, a square and the dashed lines are, and writes the threshold at both lines, in every language', () => {
    expect(svg).toContain('>Material topic<');
    expect(svg).toContain('>Not material<');
    expect(svg).toContain('>Threshold 5.5 (both means)<');
    expect(svg.match(/fill="#d91515">5\.5<\/text>/g)).toHaveLength(2);
    expect(matrixSvg(view, 'hk')).toContain('>門檻 5.5（兩項平均分）<');
    expect(matrixSvg(view, 'cn')).toContain('>非重要议题<');
  });

  it('explains the count and joins a distant label to its point with a leader line', () => {
    expect(svg).toContain('(n): number of answers');
    expect(leader(10, 10, { x: 40, y: 5, width: 60, height: 16 }, '#000')).toBe(
      '<line x1="10" y1="10" x2="40" y2="10" stroke="#000" stroke-width="0.75"/>',
    );
    expect(leader(10, 10, { x: 14, y: 5, width: 60, height: 16 }, '#000')).toBe('');
  });

  it('writes a Chinese matrix with full-width punctuation: 「排放物（5）」, shared numbers 「2、3」, 「（n）：」', () => {
    const chinese = {
      ...view,
      points: view.points.map((p) => ({ ...p, name: { ...p.name, hk: '排放物', cn: '排放物' } })),
    };
    for (const lang of ['hk', 'cn'] as const) {
      const svg = matrixSvg(chinese, lang);
      expect(svg).toMatch(/font-weight="700" fill="#[0-9a-f]+">2、3<\/text>/);
      expect(svg).toContain('>排放物（5）</text>');
      expect(svg).toMatch(/>（n）：/);
      expect(svg).not.toMatch(/\(\d+\)|\(n\)|\d, \d/);
    }
    expect(numbered(scoredPoints(view), 'en').map((p) => p.label)).toEqual(['1', '2, 3', '4']);
    expect(numbered(scoredPoints(view), 'cn').map((p) => p.label)).toEqual(['1', '2、3', '4']);
  });

  it('keeps a full-width count with the character before it when a Chinese entry wraps', () => {
    const lines = wrap('氣候相關風險管理及機遇的評估（5）', 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('氣候相關風險管理及機遇的評估（5）');
    expect(lines.at(-1)).toMatch(/^.+（5）$/u);
    for (const l of lines) expect(l).not.toMatch(/（$/);
  });

  it('wraps a key entry at spaces in English and anywhere in Chinese, never past its width', () => {
    const en = wrap('Environment and natural resources\u00a0(5)', 150);
    expect(en.length).toBeGreaterThan(1);
    expect(en.join(' ')).toBe('Environment and natural resources\u00a0(5)');
    expect(en.at(-1)).toMatch(/^\S+\u00a0\(5\)$/); // the count never alone on a line
    for (const l of en) expect(textWidth(l)).toBeLessThanOrEqual(150);
    const lines = wrap('氣候相關風險管理及機遇的評估\u00a0(5)', 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('氣候相關風險管理及機遇的評估\u00a0(5)');
  });

  it('keeps a material topic’s label in the material area and strikes no label with a threshold line', () => {
    const PW = 720 - 64 - 24;
    const PH = 540 - 48 - 56;
    const tx = (5.5 / 10) * PW;
    const ty = PH - (5.5 / 10) * PH;
    const boxes = placeLabels(
      [
        {
          id: 'A',
          x: (5.6 / 10) * PW,
          y: PH - (5.6 / 10) * PH,
          width: 150,
          height: 16,
          within: { x0: tx, y0: 0, x1: PW, y1: ty },
        },
      ],
      PW,
      PH,
      { x: [tx], y: [ty] },
    );
    const b = boxes[0]!;
    expect(b.x).toBeGreaterThanOrEqual(tx);
    expect(b.y + b.height).toBeLessThanOrEqual(ty);
  });
  it('places every material topic’s label in the material quadrant when it has room (the complete demo year’s board)', () => {
    // Acme FY2025's means: two pairs of equal scores, nine topics material.
    const scores: [string, number, number][] = [
      ['Emissions', 8.2, 6.8],
      ['Use of resources', 8.2, 7.8],
      ['Environment', 5.2, 5.8],
      ['Climate change', 9.2, 7.8],
      ['Employment', 7.2, 6.8],
      ['Health and safety', 9.2, 8.8],
      ['Development and training', 6.2, 6.8],
      ['Labour standards', 3.2, 3.8],
      ['Supply chain management', 6.2, 4.8],
      ['Product responsibility', 8.2, 6.8],
      ['Anti-corruption', 7.2, 5.8],
      ['Community investment', 5.2, 5.8],
      ['Climate governance', 5.2, 4.8],
      ['Climate strategy', 6.2, 4.8],
      ['Climate risk management', 7.2, 4.8],
    ];
    const view = {
      yearEnd: '2025-12-31',
      threshold: 5.5,
      asked: 5,
      answered: 5,
      firstAnswer: null,
      lastAnswer: null,
      points: scores.map(([en, company, board], i) => ({
        id: `T${i}`,
        aspect: null,
        name: { en, hk: en, cn: en },
        company,
        board,
        answers: 5,
        material: company >= 5.5 && board >= 5.5,
      })),
    };
    const svg = matrixSvg(view, 'en');
    const [PW, PH] = [400, 540 - 48 - 56];
    const [tx, ty] = [(5.5 / 10) * PW, PH - (5.5 / 10) * PH];
    const material = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-weight="700" fill="#0972d3">/g)];
    expect(material).toHaveLength(7); // Emissions and Product responsibility share a point and its number.
    for (const [, x, y] of material) {
      expect(Number(x)).toBeGreaterThanOrEqual(tx);
      expect(Number(y)).toBeLessThanOrEqual(ty);
    }
  });
});
