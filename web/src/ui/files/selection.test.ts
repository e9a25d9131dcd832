import { describe, expect, it } from 'vitest';
import { checkSelection, declaredType, refusalOf } from './selection';

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

describe('files chosen for upload (up to 10, each under 10 MB)', () => {
  it('declares the type from the extension, whatever the browser reported', () => {
    expect(declaredType('Bill March.PDF')).toBe('application/pdf');
    expect(declaredType('data.csv')).toBe('text/csv');
    expect(declaredType('photo.jpeg')).toBe('image/jpeg');
    expect(declaredType('setup.exe')).toBeUndefined();
    expect(declaredType('no-extension')).toBeUndefined();
  });

  it('refuses, per file, one over 10 MB, an unknown type and an empty file; exactly 10 MB goes', () => {
    expect(refusalOf(file('big.pdf', 10 * MB + 1))).toBe('fileTooLarge');
    expect(refusalOf(file('edge.pdf', 10 * MB))).toBeNull();
    expect(refusalOf(file('tool.exe', 10))).toBe('typeNotAccepted');
    expect(refusalOf(file('empty.txt', 0))).toBe('fileEmpty');
  });

  it('sends the acceptable files of a batch and says when there are more than 10', () => {
    const ten = Array.from({ length: 10 }, (_, i) => file(`f${i}.pdf`, 1000));
    ten[3] = file('huge.pdf', 11 * MB);
    const checked = checkSelection(ten);
    expect(checked.tooMany).toBe(false);
    expect(checked.refusals.filter(Boolean)).toEqual(['fileTooLarge']);
    expect(checked.refusals[3]).toBe('fileTooLarge');
    expect(checked.sendable.map((f) => f.name)).not.toContain('huge.pdf');
    expect(checked.sendable).toHaveLength(9);
    expect(checkSelection([...ten, file('eleventh.pdf', 1)]).tooMany).toBe(true);
  });
});
