import { escapeXml } from '../../lib/svgText';
import { AXIS, FONT, H, LINE, W, fitted, type Chart } from './layout';

const TOP = 36;

/**
 * A pie of the first series' positive figures, one slice per category in the palette's order, each named beside
 * it (no legend): labels on each side are kept a line apart, joined to their slice by a leader.
 */
export function pieSvg(chart: Chart, colours: readonly string[]): string {
  const values = chart.series[0]?.values ?? [];
  const slices = chart.categories
    .map((name, i) => ({ name, value: values[i] ?? 0, colour: colours[i % colours.length]! }))
    .filter((s): s is { name: string; value: number; colour: string } => s.value !== null && s.value > 0);
  const total = slices.reduce((t, s) => t + s.value, 0);
  if (total === 0) return '';
  const cx = W / 2;
  const cy = TOP + (H - TOP) / 2;
  const r = Math.min(90, (H - TOP) / 2 - 20);
  let start = -Math.PI / 2;
  const drawn = slices.map((s) => {
    const angle = (s.value / total) * 2 * Math.PI;
    const mid = start + angle / 2;
    const [x0, y0] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
    const end = start + angle;
    const [x1, y1] = [cx + r * Math.cos(end), cy + r * Math.sin(end)];
    start = end;
    const path =
      slices.length === 1
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.colour}"/>`
        : `<path d="M${cx},${cy} L${x0.toFixed(1)},${y0.toFixed(1)} A${r},${r} 0 ${angle > Math.PI ? 1 : 0} 1 ${x1.toFixed(1)},${y1.toFixed(1)} Z" fill="${s.colour}" stroke="#ffffff"/>`;
    return { ...s, mid, path, right: Math.cos(mid) >= 0, y: cy + (r + 16) * Math.sin(mid) };
  });
  // Labels on one side, top to bottom, never closer than a line.
  for (const right of [true, false]) {
    const side = drawn.filter((d) => d.right === right).sort((a, b) => a.y - b.y);
    for (let i = 1; i < side.length; i++) side[i]!.y = Math.max(side[i]!.y, side[i - 1]!.y + LINE);
  }
  const room = W / 2 - r - 40;
  const labels = drawn.map((d) => {
    const [ex, ey] = [cx + r * Math.cos(d.mid), cy + r * Math.sin(d.mid)];
    const lx = cx + (d.right ? r + 24 : -(r + 24));
    const name = fitted(d.name, room);
    return (
      `<polyline points="${ex.toFixed(1)},${ey.toFixed(1)} ${(lx + (d.right ? -4 : 4)).toFixed(1)},${d.y.toFixed(1)} ${lx.toFixed(1)},${d.y.toFixed(1)}" fill="none" stroke="${AXIS}" stroke-width="0.75"/>` +
      `<text x="${(lx + (d.right ? 4 : -4)).toFixed(1)}" y="${(d.y + FONT / 3).toFixed(1)}" text-anchor="${d.right ? 'start' : 'end'}">${escapeXml(name)}</text>`
    );
  });
  return drawn.map((d) => d.path).join('') + labels.join('');
}
