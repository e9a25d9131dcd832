/**
 * The materiality matrix's maths, pure (no I/O): means and answer counts per topic, which topics
 * are material at the company's threshold, and where each label goes so that none overlap.
 */

export interface Answer {
  scores: Record<string, { company: number; personal: number }>;
}

export interface TopicMeans {
  id: string;
  /** Mean importance to the company (x), or null before any answer. */
  company: number | null;
  /** Mean importance to the board members personally (y). */
  board: number | null;
  answers: number;
  material: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Each topic's means over the submitted answers (an answer without the topic does not count for
 * it). A topic is material when both means reach the threshold: the top-right quadrant (ADR 0030).
 */
export function topicMeans(topicIds: readonly string[], answers: readonly Answer[], threshold: number): TopicMeans[] {
  return topicIds.map((id) => {
    const scored = answers.flatMap((a) => (a.scores[id] ? [a.scores[id]] : []));
    const n = scored.length;
    const company = n ? round2(scored.reduce((s, x) => s + x.company, 0) / n) : null;
    const board = n ? round2(scored.reduce((s, x) => s + x.personal, 0) / n) : null;
    const material = company !== null && board !== null && company >= threshold && board >= threshold;
    return { id, company, board, answers: n, material };
  });
}

export interface LabelBox {
  id: string;
  /** The label's top-left corner and size, in the same units as the points (pixels). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedPoint {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Omit<LabelBox, 'id'>, b: Omit<LabelBox, 'id'>) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The marker's own box: a label may not cover any point either. */
const MARKER = 6;
const DIRECTIONS: readonly [number, number][] = [
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
  [1, 0],
  [-1, 0],
  [0, -1],
  [0, 1],
];

/**
 * Places each point's label (width × height, in pixels) near its point inside the plot
 * (`plotWidth` × `plotHeight`), so that no two labels overlap and no label covers a marker.
 * Greedy: points in a fixed order, candidates on rings of growing distance in eight directions;
 * the first free candidate wins. Deterministic, so the web chart and the SVG agree.
 */
export function placeLabels(points: readonly PlacedPoint[], plotWidth: number, plotHeight: number): LabelBox[] {
  const placed: LabelBox[] = [];
  const markers = points.map((p) => ({ x: p.x - MARKER / 2, y: p.y - MARKER / 2, width: MARKER, height: MARKER }));
  const free = (box: Omit<LabelBox, 'id'>) =>
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= plotWidth &&
    box.y + box.height <= plotHeight &&
    !placed.some((b) => overlaps(b, box)) &&
    !markers.some((mk) => overlaps(mk, box));
  const order = [...points].sort((a, b) => a.y - b.y || a.x - b.x || a.id.localeCompare(b.id));
  for (const p of order) {
    let chosen: Omit<LabelBox, 'id'> | undefined;
    for (let ring = 0; ring < 60 && !chosen; ring++) {
      const gap = 4 + ring * 6;
      for (const [dx, dy] of DIRECTIONS) {
        const x = dx > 0 ? p.x + gap : dx < 0 ? p.x - gap - p.width : p.x - p.width / 2;
        const y = dy > 0 ? p.y + gap : dy < 0 ? p.y - gap - p.height : p.y - p.height / 2;
        const box = { x, y, width: p.width, height: p.height };
        if (free(box)) {
          chosen = box;
          break;
        }
      }
    }
    // A plot too small for every label: the last resort is at the point, still inside the plot.
    chosen ??= {
      x: Math.min(Math.max(0, p.x), plotWidth - p.width),
      y: Math.min(Math.max(0, p.y), plotHeight - p.height),
      width: p.width,
      height: p.height,
    };
    placed.push({ id: p.id, ...chosen });
  }
  return points.map((p) => placed.find((b) => b.id === p.id)!);
}

/** Whether any two labels overlap (the tests' and the chart's check). */
export const anyOverlap = (boxes: readonly LabelBox[]) =>
  boxes.some((a, i) => boxes.slice(i + 1).some((b) => overlaps(a, b)));
