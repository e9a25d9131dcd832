import { useState } from 'react';

/**
 * Cursor paging for a Cloudscape Pagination: the API answers a page and the cursor of the next;
 * the cursors of pages seen are kept so that earlier pages can be revisited.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [index, setIndex] = useState(0);
  return {
    cursor: cursors[index],
    paginationProps: (next: string | undefined) => ({
      currentPageIndex: index + 1,
      pagesCount: cursors.length,
      openEnd: Boolean(next) && index === cursors.length - 1,
      onChange: ({ detail }: { detail: { currentPageIndex: number } }) => {
        const i = detail.currentPageIndex - 1;
        if (i === cursors.length && next) setCursors([...cursors, next]);
        setIndex(i);
      },
    }),
    reset: () => {
      setCursors([undefined]);
      setIndex(0);
    },
  };
}

/** What a cursor-paged table shows below itself: the props of its Cloudscape Pagination. */
export type CursorPagination = ReturnType<ReturnType<typeof useCursorPages>['paginationProps']>;
