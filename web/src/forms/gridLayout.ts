import type { AttributeEditorProps } from '@cloudscape-design/components/attribute-editor';

const lines = (cells: number[], perLine: number) => {
  const out: number[][] = [];
  for (let i = 0; i < cells.length; i += perLine) out.push(cells.slice(i, i + perLine));
  return out;
};

/**
 * Row layout of an editable table: Cloudscape needs one above six columns. By the width of the
 * form (container breakpoints), four cells a line, two, or one; the remove button on its own line.
 */
export function gridFor(columns: number): AttributeEditorProps.GridLayout[] | undefined {
  if (columns <= 4) return undefined;
  const cells = Array.from({ length: columns }, () => 1);
  const removeButton = { ownRow: true };
  return [
    { breakpoint: 's', rows: lines(cells, 4), removeButton },
    { breakpoint: 'xxs', rows: lines(cells, 2), removeButton },
    { rows: lines(cells, 1), removeButton },
  ];
}
