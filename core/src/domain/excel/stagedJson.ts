import type { StagedRow } from './context';

/**
 * The staged rows of a part as JSON text, each row written out when it is staged
 * (docs/decisions/0060-excel-validation-speed.md): a row's objects (months, attributes, the cells'
 * strings) die young instead of surviving every young-generation collection until their part is
 * written. A part's text is the JSON array of its entries, the same text `JSON.stringify(entries)`
 * makes (an array's JSON is its elements' JSON joined by commas, in brackets).
 */
export class StagedJson {
  private texts: string[] = [];

  /** The rows held (not yet taken into a part). */
  get length(): number {
    return this.texts.length;
  }

  push(row: StagedRow): void {
    this.texts.push(JSON.stringify(row));
  }

  /** The JSON array of the rows held, then `more` (the social pages of the last part); none held afterwards. */
  take(more: readonly object[] = []): string {
    const texts = this.texts;
    this.texts = [];
    for (const entry of more) texts.push(JSON.stringify(entry));
    return `[${texts.join(',')}]`;
  }
}
