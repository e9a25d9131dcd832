/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. The reference data
 * (core/data/*.csv) uses quotes for titles with commas, so splitting on ',' would shift columns.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows = records(text.replace(/^\uFEFF/, ''));
  const [header, ...body] = rows;
  if (!header) return [];
  return body
    .filter((r) => r.some((cell) => cell.trim() !== ''))
    .map((r) => {
      if (r.length !== header.length) throw new Error(`CSV row has ${r.length} fields, header has ${header.length}`);
      return Object.fromEntries(header.map((h, i) => [h.trim(), r[i]!.trim()]));
    });
}

function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
