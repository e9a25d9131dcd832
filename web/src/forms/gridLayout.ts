import type { AttributeEditorProps } from '@cloudscape-design/components/attribute-editor';

const lines = (cells: number[], perLine: number) => {
  const out: number[][] = [];
  for (let i = 0; i < cells.length; i += perLine) out.push(cells.slice(i, i + perLine));
  return out;
};

/**
 * Row layout of an editable table: Cloudscape needs one above six columns. Up to four, the cells on one line with the
 * remove button as wide as its word (Cloudscape's own gives it a cell's width, so four cells beside the tutorial panel
 * were too narrow for a name or a status: 「兩種語言均已填 / 寫」), two a line on a narrow form, or one. More, by the
 * width of the form (container breakpoints), four cells a line, two, or one; the remove button on its own line.
 */
export function gridFor(columns: number): AttributeEditorProps.GridLayout[] {
  const cells = Array.from({ length: columns }, () => 1);
  const removeButton = { ownRow: true };
  if (columns <= 4)
    return [
      { breakpoint: columns <= 2 ? 'xxs' : 'xs', rows: [cells], removeButton: { width: 'auto' } },
      ...(columns > 2 ? [{ breakpoint: 'xxs' as const, rows: lines(cells, 2), removeButton }] : []),
      { rows: lines(cells, 1), removeButton },
    ];
  return [
    { breakpoint: 's', rows: lines(cells, 4), removeButton },
    { breakpoint: 'xxs', rows: lines(cells, 2), removeButton },
    { rows: lines(cells, 1), removeButton },
  ];
}
