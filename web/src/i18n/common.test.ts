import { describe, expect, it } from 'vitest';
import { Messages } from '@esg/core/messageCatalogue';
import common from './common';
import { cn } from './commonCn';
import { hk } from './commonHk';

const chinese = { hk, cn };

describe('common messages', () => {
  it.each(['hk', 'cn'] as const)('translate every server and client message into %s', (lng) => {
    const missing = Object.keys(common.en).filter((key) => !chinese[lng][key as keyof typeof common.en]);
    expect(missing).toEqual([]);
  });

  it('take their English from the API’s own messages', () => {
    for (const [key, text] of Object.entries(Messages)) expect(common.en[key as keyof typeof Messages]).toBe(text);
  });

  // An interpolation ({{count}}) is not English: i18next fills it in; names (Excel, .xlsx, ID, MB) stay as they are.
  it.each(['hk', 'cn'] as const)('keep no English sentence in %s', (lng) => {
    const english = Object.entries(chinese[lng]).filter(([, text]) =>
      /[A-Za-z]{4,}/.test(text!.replace(/\bID\b|\bMB\b|\bExcel\b|\.xlsx|\{\{\w+\}\}/g, '')),
    );
    expect(english).toEqual([]);
  });
});
