/** The printed page's content box in CSS px: the paper less its margins, as Chromium lays a page out (render.ts). */
export interface PageBox {
  width: number;
  height: number;
}

/**
 * The page each section starts on, and each block the content index links to, read from the page itself before
 * printing (ADR 0053): the report is flowed into
 * columns one printed page wide and one printed page high, so the fragmentation engine Chromium paginates with
 * breaks it where the printer will (forced breaks before chapters, rows never split, headings kept with what
 * follows, table heads repeated). The column a section's heading lands in is its page; the cover is page 1.
 * The page goes back to its screen layout before this returns.
 */
export function printedPages(root: HTMLElement, box: PageBox): Record<string, number> {
  root.classList.add('paginating');
  root.style.setProperty('--page-width', `${box.width}px`);
  root.style.setProperty('--page-height', `${box.height}px`);
  const copies: Element[] = [];
  try {
    const left = root.getBoundingClientRect().left;
    const column = (el: Element) => Math.floor((el.getClientRects()[0]!.left - left + 1) / box.width);
    runOnAfterNearEmptyPages(root, box);
    repeatHeads(root, box, column, copies);
    const pages: Record<string, number> = {};
    for (const section of root.querySelectorAll<HTMLElement>('section[id]')) {
      const heading = section.firstElementChild;
      if (heading?.getClientRects().length) pages[section.id] = column(heading) + 1;
    }
    // A block the content index links to (the table that discloses B8.2, ADR 0150): the page its first box is on.
    const linked = new Set([...root.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')!.slice(1)));
    for (const block of root.querySelectorAll<HTMLElement>('section[id] > [id]'))
      if (linked.has(block.id) && block.getClientRects().length) pages[block.id] = column(block) + 1;
    return pages;
  } finally {
    copies.forEach((c) => c.remove());
    root.classList.remove('paginating');
    root.style.removeProperty('--page-width');
    root.style.removeProperty('--page-height');
  }
}

/**
 * Print repeats a long table's head at the top of each page it runs on; columns do not, so a copy of the head
 * row goes before each row that opens a new column, forced to open it, taking the room the printed head takes.
 * Each table's copies go in at once, placed from its rows' heights (one layout per long table); when the layout
 * then disagrees with that placement, they go in one at a time, measured after each (one layout per copy).
 */
function repeatHeads(root: HTMLElement, box: PageBox, column: (el: Element) => number, copies: Element[]) {
  for (const table of root.querySelectorAll('table')) {
    const head = table.tHead?.rows[0];
    const rows = table.tBodies[0] ? [...table.tBodies[0].rows] : [];
    if (!head || rows.length === 0 || column(rows.at(-1)!) === column(head)) continue;
    const placed = placeHeads(head, rows, box, column);
    if (placed && laidOutAsPlaced(rows, placed, column)) copies.push(...placed);
    else {
      placed?.forEach((c) => c.remove());
      copies.push(...headsOneByOne(head, rows, column));
    }
  }
}

const copyOf = (head: HTMLTableRowElement, before: HTMLTableRowElement) => {
  const copy = head.cloneNode(true) as HTMLTableRowElement;
  copy.className = 'repeated-head';
  before.before(copy);
  return copy;
};

/** Copies before the rows that will open a column once every copy is in, from the rows' heights as laid out now. */
function placeHeads(
  head: HTMLTableRowElement,
  rows: HTMLTableRowElement[],
  box: PageBox,
  column: (el: Element) => number,
): HTMLTableRowElement[] | undefined {
  const cols = rows.map(column);
  const first = cols.findIndex((c, i) => c > (i === 0 ? column(head) : cols[i - 1]!));
  if (first <= 0) return undefined; // the head itself ends a column: leave it to measuring
  const headHeight = head.getBoundingClientRect().height;
  const heights = rows.map((r) => r.getBoundingClientRect().height);
  const opening = [first];
  let y = headHeight + heights[first]!;
  for (let i = first + 1; i < rows.length; i++) {
    if (y + heights[i]! > box.height) {
      opening.push(i);
      y = headHeight;
    }
    y += heights[i]!;
  }
  return opening.map((i) => copyOf(head, rows[i]!));
}

/** True when each copy opens the column after its previous row's and every other row stays in its previous row's. */
function laidOutAsPlaced(rows: HTMLTableRowElement[], placed: HTMLTableRowElement[], column: (el: Element) => number) {
  const marks = new Set<Element>(placed);
  const order = [...(rows[0]!.parentElement as HTMLTableSectionElement).rows];
  return order.every((el, i) => {
    if (i === 0) return true;
    const step = column(el) - column(order[i - 1]!);
    return marks.has(el) ? step === 1 : step === 0;
  });
}

function headsOneByOne(head: HTMLTableRowElement, rows: HTMLTableRowElement[], column: (el: Element) => number) {
  const copies: HTMLTableRowElement[] = [];
  let last = column(head);
  for (const row of rows) {
    if (column(row) > last) copies.push(copyOf(head, row));
    last = column(row);
  }
  return copies;
}

/** A chapter's last page filled less than this share leaves a near-empty page before the next chapter (ADR 0092). */
export const NEAR_EMPTY = 0.25;

/**
 * A chapter starts on a new page, unless the one before it ends on a page it fills less than a quarter of (a
 * two-line B8.2 block alone on a page): then the next chapter runs on below it (`runs-on`, which print keeps,
 * ADR 0092). Chapters are looked at in order, each after the one before has been laid out again. A chapter's
 * sections follow its heading's section as siblings, so where it ends is the lowest box of the element before the
 * next chapter, on the last page that element reaches.
 */
function runOnAfterNearEmptyPages(root: HTMLElement, box: PageBox) {
  const { top, left } = root.getBoundingClientRect();
  for (const next of root.querySelectorAll<HTMLElement>('section.level1')) {
    const before = next.previousElementSibling;
    if (!before?.matches('section')) continue;
    let end = { page: -1, bottom: 0 };
    for (const el of [before, ...before.querySelectorAll('*')])
      for (const r of el.getClientRects()) {
        const page = Math.floor((r.left - left + 1) / box.width);
        if (page > end.page || (page === end.page && r.bottom > end.bottom)) end = { page, bottom: r.bottom };
      }
    if (end.page >= 0 && (end.bottom - top) / box.height < NEAR_EMPTY) next.classList.add('runs-on');
  }
}
