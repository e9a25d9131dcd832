/** The printed page's content box in CSS px: the paper less its margins, as Chromium lays a page out (render.ts). */
export interface PageBox {
  width: number;
  height: number;
}

/**
 * The page each section starts on, read from the page itself before printing (ADR 0053): the report is flowed into
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
    repeatHeads(root, column, copies);
    const pages: Record<string, number> = {};
    for (const section of root.querySelectorAll<HTMLElement>('section[id]')) {
      const heading = section.firstElementChild;
      if (heading?.getClientRects().length) pages[section.id] = column(heading) + 1;
    }
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
 */
function repeatHeads(root: HTMLElement, column: (el: Element) => number, copies: Element[]) {
  for (const table of root.querySelectorAll('table')) {
    const head = table.tHead?.rows[0];
    if (!head || !table.tBodies[0]) continue;
    let last = column(head);
    for (const row of [...table.tBodies[0].rows]) {
      const at = column(row);
      if (at > last) {
        const copy = head.cloneNode(true) as HTMLTableRowElement;
        copy.className = 'repeated-head';
        row.before(copy);
        copies.push(copy);
      }
      last = column(row);
    }
  }
}
