import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPLY_TAB } from '../src/catalogue/comply';
import { fieldsOf } from '../src/catalogue/page';
import { PAGES } from '../src/pages/index';
import { FIELD_IDS } from '../src/pages/fieldIds';
import { SOCIAL_ASKED_FIELDS } from '../src/pages/social/askedFields';
import { SOCIAL_PAGES } from '../src/pages/social/section';
import { askedFieldsPath, fieldIdsPath, generatedPageFields, locationChoicesPath } from '../scripts/pageFields';

/** The field tables generated from the page modules (docs/decisions/0148-field-tables-generated-from-the-page-modules.md). */
describe('the field tables', () => {
  it('are what npm run pages:fields writes from the page modules (run it after declaring a field)', async () => {
    const generated = await generatedPageFields();
    expect(Object.keys(generated).sort()).toEqual([askedFieldsPath, fieldIdsPath, locationChoicesPath].sort());
    for (const [path, source] of Object.entries(generated)) expect(readFileSync(path, 'utf8'), path).toBe(source);
  });

  it('name every data page, and a comply-or-explain answer is a field an evidence target may name', () => {
    expect(Object.keys(FIELD_IDS)).toEqual(PAGES.map((p) => p.key));
    const employment = SOCIAL_PAGES.find((p) => p.key === 'employment')!;
    const comply = employment.tabs.find((t) => t.id === COMPLY_TAB)!;
    const complyField = comply.cards[0]!.fields[0]!.id;
    expect(FIELD_IDS.employment).toContain(complyField);
    expect(FIELD_IDS.employment).toEqual(fieldsOf(employment).map((f) => f.id));
  });

  it('ask what a person enters on a Social page: not its comply-or-explain tab, not a formula', () => {
    expect(SOCIAL_ASKED_FIELDS.map((p) => p.key)).toEqual(SOCIAL_PAGES.map((p) => p.key));
    const employment = SOCIAL_ASKED_FIELDS.find((p) => p.key === 'employment')!;
    expect(employment.fields).toContain('beginTotal');
    expect(employment.numbers).toContain('beginTotal');
    expect(employment.fields).not.toContain('turnoverTotal'); // a formula
    const comply = SOCIAL_PAGES.find((p) => p.key === 'employment')!.tabs.find((t) => t.id === COMPLY_TAB)!;
    for (const card of comply.cards) for (const f of card.fields) expect(employment.fields).not.toContain(f.id);
    const product = SOCIAL_ASKED_FIELDS.find((p) => p.key === 'product')!;
    expect(product.fields).not.toContain('percentRecalled');
    expect(product.numbers.every((id) => product.fields.includes(id))).toBe(true);
  });
});
