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
  /** Where the label should go when it can (a material topic's label in the material area), in plot pixels. */
  within?: { x0: number; y0: number; x1: number; y1: number };
}

/** Lines no label may cross (the threshold lines), in plot pixels: vertical at each `x`, horizontal at each `y`. */
export interface LabelObstacles {
  x?: readonly number[];
  y?: readonly number[];
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
export function placeLabels(
  points: readonly PlacedPoint[],
  plotWidth: number,
  plotHeight: number,
  obstacles: LabelObstacles = {},
): LabelBox[] {
  const placed: LabelBox[] = [];
  const markers = points.map((p) => ({ x: p.x - MARKER / 2, y: p.y - MARKER / 2, width: MARKER, height: MARKER }));
  const crosses = (box: Omit<LabelBox, 'id'>) =>
    (obstacles.x ?? []).some((lx) => box.x - 1 < lx && lx < box.x + box.width + 1) ||
    (obstacles.y ?? []).some((ly) => box.y - 1 < ly && ly < box.y + box.height + 1);
  const free = (box: Omit<LabelBox, 'id'>) =>
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= plotWidth &&
    box.y + box.height <= plotHeight &&
    !crosses(box) &&
    !placed.some((b) => overlaps(b, box)) &&
    !markers.some((mk) => overlaps(mk, box));
  const inside = (box: Omit<LabelBox, 'id'>, w: PlacedPoint['within']) =>
    !w || (box.x >= w.x0 && box.y >= w.y0 && box.x + box.width <= w.x1 && box.y + box.height <= w.y1);
  // Labels with an area of their own are placed first, while it still has room, the largest of them first (a label
  // naming two coincident topics needs the most room).
  const order = [...points].sort(
    (a, b) =>
      Number(!a.within) - Number(!b.within) ||
      (a.within ? b.width * b.height - a.width * a.height : 0) ||
      a.y - b.y ||
      a.x - b.x ||
      a.id.localeCompare(b.id),
  );
  for (const p of order) {
    let chosen: Omit<LabelBox, 'id'> | undefined;
    // First the nearest free place in the label's own area — along a ray from the point, else anywhere in the area on
    // a grid — and only when the area has none, the nearest free place anywhere (ADR 0075): a material topic's label
    // never lands in the non-material quadrant while its own has room.
    const ray = (area: PlacedPoint['within']) => {
      for (let ring = 0; ring < 60 && !chosen; ring++) {
        const gap = 4 + ring * 6;
        for (const [dx, dy] of DIRECTIONS) {
          const x = dx > 0 ? p.x + gap : dx < 0 ? p.x - gap - p.width : p.x - p.width / 2;
          const y = dy > 0 ? p.y + gap : dy < 0 ? p.y - gap - p.height : p.y - p.height / 2;
          // A wide label above or below its point may also slide sideways to stay in the plot or its area.
          const lo = area ? area.x0 : 0;
          const hi = (area ? area.x1 : plotWidth) - p.width;
          const xs = dy !== 0 && hi >= lo ? [x, Math.min(Math.max(x, lo), hi)] : [x];
          chosen = xs
            .map((cx) => ({ x: cx, y, width: p.width, height: p.height }))
            .find((b) => free(b) && inside(b, area));
          if (chosen) break;
        }
      }
    };
    if (p.within) ray(p.within);
    if (!chosen && p.within) chosen = nearestInArea(p, p.within, free);
    if (!chosen) ray(undefined);
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

/** The free box of the point's size in `area` nearest to the point (6 px grid), if any. */
function nearestInArea(
  p: PlacedPoint,
  area: NonNullable<PlacedPoint['within']>,
  free: (box: Omit<LabelBox, 'id'>) => boolean,
): Omit<LabelBox, 'id'> | undefined {
  const boxes: Omit<LabelBox, 'id'>[] = [];
  for (let x = area.x0; x + p.width <= area.x1; x += 6)
    for (let y = area.y0; y + p.height <= area.y1; y += 6) boxes.push({ x, y, width: p.width, height: p.height });
  const distance = (b: Omit<LabelBox, 'id'>) =>
    Math.hypot(Math.min(Math.max(p.x, b.x), b.x + b.width) - p.x, Math.min(Math.max(p.y, b.y), b.y + b.height) - p.y);
  return boxes.filter(free).sort((a, b) => distance(a) - distance(b))[0];
}

/** Whether any two labels overlap (the tests' and the chart's check). */
export const anyOverlap = (boxes: readonly LabelBox[]) =>
  boxes.some((a, i) => boxes.slice(i + 1).some((b) => overlaps(a, b)));
