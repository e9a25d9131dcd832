/** Kept on one line (`OneLine`, web/src/ui/shortColumn.tsx): inside an element that does not wrap. */
export const onOneLine = (element: Element) => element.closest('[style*="white-space: nowrap"]') !== null;
