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
 * `text`: the cells take typed words, so four on one line need a wide form (`s`), else two a line.
 */
export function gridFor(columns: number, { text = false }: { text?: boolean } = {}): AttributeEditorProps.GridLayout[] {
  const cells = Array.from({ length: columns }, () => 1);
  const removeButton = { ownRow: true };
  // Cells a person types words into (a name, an e-mail, a title in two languages) four on a line only on a wide form:
  // beside the tutorial panel at 1366 px they were too narrow to read what was typed (helen.cheung@acr…).
  const oneLine = columns <= 2 ? 'xxs' : text && columns === 4 ? 's' : 'xs';
  if (columns <= 4)
    return [
      { breakpoint: oneLine, rows: [cells], removeButton: { width: 'auto' } },
      ...(columns > 2 ? [{ breakpoint: 'xxs' as const, rows: lines(cells, 2), removeButton }] : []),
      { rows: lines(cells, 1), removeButton },
    ];
  return [
    { breakpoint: 's', rows: lines(cells, 4), removeButton },
    { breakpoint: 'xxs', rows: lines(cells, 2), removeButton },
    { rows: lines(cells, 1), removeButton },
  ];
}
