/** Kept whole (`KeptWhole`, web/src/ui/shortColumn.tsx): inside an element that does not wrap, or wraps only at spaces. */
export const keptWhole = (element: Element) =>
  element.closest('[style*="white-space: nowrap"], [style*="word-break: keep-all"]') !== null;
