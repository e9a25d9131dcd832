import type { StagedRow } from './context';

/** First size of a part's buffer; it doubles when a part needs more (a part of 2,000 rows is ~0.7 MB). */
const INITIAL_BYTES = 1 << 20;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit (a surrogate pair: 4 bytes for 2 units). */
const MAX_BYTES_PER_UNIT = 3;
const [OPEN, COMMA, CLOSE] = [0x5b, 0x2c, 0x5d];

/**
 * The staged rows of a part as the part's bytes, each row written out when it is staged
 * (docs/decisions/0060-excel-validation-speed.md): a row's objects (months, attributes, the cells'
 * strings) and its JSON text die young instead of surviving, and then being promoted by, every
 * young-generation collection until their part is written; the bytes go into one of two buffers
 * used in turn, so a validation's staging memory is two parts' whatever the workbook's rows.
 *
 * A part is the JSON array of its entries, the same bytes as UTF-8 of `JSON.stringify(entries)`
 * (an array's JSON is its elements' JSON joined by commas, in brackets).
 */
export class StagedJson {
  private readonly buffers: Buffer[] = [];
  private current = 0;
  private used = 0;
  private count = 0;

  /** The rows held (not yet taken into a part). */
  get length(): number {
    return this.count;
  }

  push(row: StagedRow): void {
    this.append(JSON.stringify(row));
    this.count++;
  }

  /**
   * The JSON array of the rows held, then `more` (the social pages of the last part); none held
   * afterwards. The bytes are a view of a buffer that is filled again by the part after next: the
   * caller is done with them by then (the part writer sends one part while the next one fills).
   */
  take(more: readonly object[] = []): Uint8Array {
    for (const entry of more) this.append(JSON.stringify(entry));
    const buffer = this.ensure(2);
    if (this.used === 0) buffer[this.used++] = OPEN;
    buffer[this.used++] = CLOSE;
    const bytes = buffer.subarray(0, this.used);
    this.current = 1 - this.current;
    this.used = 0;
    this.count = 0;
    return bytes;
  }

  /** `[` before the first entry, `,` before the others, then the entry's JSON. */
  private append(json: string) {
    const buffer = this.ensure(1 + json.length * MAX_BYTES_PER_UNIT);
    buffer[this.used] = this.used === 0 ? OPEN : COMMA;
    this.used += 1 + buffer.write(json, this.used + 1, 'utf8');
  }

  /** The current buffer, with room for `bytes` more. */
  private ensure(bytes: number): Buffer {
    const buffer = this.buffers[this.current];
    if (buffer && this.used + bytes <= buffer.length) return buffer;
    const grown = Buffer.allocUnsafe(Math.max(INITIAL_BYTES, 2 * (buffer?.length ?? 0), this.used + bytes));
    buffer?.copy(grown, 0, 0, this.used);
    this.buffers[this.current] = grown;
    return grown;
  }
}
