import { describe, expect, it } from 'vitest';
import { fieldsOf } from './page';
import { PROVISION_TITLES_HK } from '../domain/kpi/titles';
import { PROVISION_TITLES_CN } from '../vocabulary/provisionTitlesCn';
import { PAGES, pageByKey } from '../pages/index';
import { PROVISIONS } from './provisions';
import { provisionTitle, withProvisionTitles } from './provisionTitle';

const labelOf = (pageKey: string, fieldId: string, shown: boolean) => {
  const page = pageByKey(pageKey)!;
  return fieldsOf(shown ? withProvisionTitles(page) : page).find((f) => f.id === fieldId)?.labels;
};

describe('the comply choices’ provision titles (ADR 0144)', () => {
  it('are left out of the declarations: a choice is labelled by its code alone', () => {
    expect(labelOf('employment', 'b1_1Disclosure', false)).toEqual({ en: 'B1.1', hk: 'B1.1', cn: 'B1.1' });
    expect(labelOf('water', 'a2_4Disclosure', false)).toEqual({ en: 'A2.4', hk: 'A2.4', cn: 'A2.4' });
  });

  it('are added where a page is shown: code and the Code’s title in each language', () => {
    const en = PROVISIONS.find((p) => p.code === 'B1.1')!.title;
    expect(labelOf('employment', 'b1_1Disclosure', true)).toEqual({
      en: `B1.1 ${en}`,
      hk: `B1.1 ${PROVISION_TITLES_HK['B1.1']}`,
      cn: `B1.1 ${PROVISION_TITLES_CN['B1.1']}`,
    });
    expect(labelOf('water', 'a2_4Disclosure', true)?.hk).toBe(`A2.4 ${PROVISION_TITLES_HK['A2.4']}`);
  });

  it('title every code-labelled choice of every page, and nothing else', () => {
    for (const page of PAGES) {
      const shown = withProvisionTitles(page);
      const choices = new Map((page.explains ?? []).map((e) => [e.choice, e.provision]));
      fieldsOf(page).forEach((f, i) => {
        const after = fieldsOf(shown)[i]!;
        const code = choices.get(f.id);
        if (code !== undefined && f.labels.en === code) {
          const title = provisionTitle(code);
          expect(after.labels, `${page.key}.${f.id}`).toEqual({
            en: `${code} ${title.en}`,
            hk: `${code} ${title.hk}`,
            cn: `${code} ${title.cn}`,
          });
          expect(title.hk, code).not.toBe(code);
        } else expect(after, `${page.key}.${f.id}`).toBe(f);
      });
    }
  });

  it('keep a page’s own names of its provisions (Climate’s) and a page without choices as it is', () => {
    expect(labelOf('climate_governance', 'govDisclosure', true)).toEqual(
      labelOf('climate_governance', 'govDisclosure', false),
    );
    expect(labelOf('climate_governance', 'govDisclosure', true)?.en).toBe('D-GOV Governance');
    const plain = pageByKey('board_statement')!;
    expect(plain.explains).toBeUndefined();
    expect(withProvisionTitles(plain)).toBe(plain);
  });

  it('give the same page object each time, so a screen’s memos hold', () => {
    const page = pageByKey('anti_corruption')!;
    expect(withProvisionTitles(page)).toBe(withProvisionTitles(page));
    expect(withProvisionTitles(page)).not.toBe(page);
  });
});
