/** One row of a table's change: a row kept but changed (its place before and after), removed, or added. */
export type RowStep =
  { kind: 'changed'; was: number; now: number } | { kind: 'removed'; was: number } | { kind: 'added'; now: number };

/**
 * The most rows before × rows after (between the ends the two share) aligned by content. A form's table holds at
 * most a few hundred rows (200 by default), so this is never reached by a page's own edit; past it the rows between
 * those ends are matched by their place, as the review matched every table before (ADR 0102, amended).
 */
export const ALIGNED_CELLS = 250_000;

/**
 * The places of the rows left as they were (the same key before and after), in order: the longest common
 * subsequence of the two lists of keys, found in O(n·m) time and space after the ends they share are set aside.
 */
function anchorsOf(was: readonly string[], now: readonly string[]): [number, number][] {
  let start = 0;
  while (start < was.length && start < now.length && was[start] === now[start]) start++;
  let end = 0;
  const fits = () => start + end < was.length && start + end < now.length;
  while (fits() && was[was.length - 1 - end] === now[now.length - 1 - end]) end++;
  const a = was.slice(start, was.length - end);
  const b = now.slice(start, now.length - end);
  const middle: [number, number][] = [];
  if (a.length * b.length > ALIGNED_CELLS) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) middle.push([i, i]);
  } else {
    // longest[i][j]: the longest common subsequence of a[i..] and b[j..].
    const width = b.length + 1;
    const longest = new Int32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--)
      for (let j = b.length - 1; j >= 0; j--)
        longest[i * width + j] =
          a[i] === b[j]
            ? longest[(i + 1) * width + j + 1]! + 1
            : Math.max(longest[(i + 1) * width + j]!, longest[i * width + j + 1]!);
    for (let i = 0, j = 0; i < a.length && j < b.length;)
      if (a[i] === b[j]) middle.push([i++, j++]);
      else if (longest[(i + 1) * width + j]! >= longest[i * width + j + 1]!) i++;
      else j++;
  }
  const kept = (n: number) => Array.from({ length: n }, (_, i): [number, number] => [i, i]);
  return [
    ...kept(start),
    ...middle.map(([i, j]): [number, number] => [start + i, start + j]),
    ...kept(end).map(([i]): [number, number] => [was.length - end + i, now.length - end + i]),
  ];
}

/**
 * Two versions of a table's rows, each row by a key of its content, aligned: the rows kept as they were are the
 * anchors (`anchorsOf`); between two anchors the rows removed and the rows added are paired in order as changed rows,
 * the surplus removed or added whole. Places are 0-based, each in its own version.
 */
export function alignRows(was: readonly string[], now: readonly string[]): RowStep[] {
  const steps: RowStep[] = [];
  let [i, j] = [0, 0];
  const ends: [number, number][] = [...anchorsOf(was, now), [was.length, now.length]];
  for (const [toI, toJ] of ends) {
    for (; i < toI && j < toJ; i++, j++) steps.push({ kind: 'changed', was: i, now: j });
    for (; i < toI; i++) steps.push({ kind: 'removed', was: i });
    for (; j < toJ; j++) steps.push({ kind: 'added', now: j });
    [i, j] = [toI + 1, toJ + 1];
  }
  return steps;
}
