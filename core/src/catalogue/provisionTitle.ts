import { provisionTitles } from '../domain/kpi/titles';
import type { PageDeclaration } from './page';
import { PROVISIONS } from './provisions';
import { text, type I18nText } from './types';

/** A provision's title in the three languages (the catalogue's English, the Code's Chinese); the code alone if unknown. */
export function provisionTitle(code: string): I18nText {
  const p = PROVISIONS.find((x) => x.code === code);
  return p ? provisionTitles(code, p.title) : { en: code, hk: code, cn: code };
}

/** A comply choice's label as a reader sees it: the provision's code and title ("B1.1 Total workforce by …"). */
const choiceLabels = (code: string): I18nText => {
  const title = provisionTitle(code);
  return text(`${code} ${title.en}`, `${code} ${title.hk}`, `${code} ${title.cn}`);
};

const shown = new WeakMap<PageDeclaration, PageDeclaration>();

/**
 * A page as it is shown: each comply-or-explain choice (the select fields its `explains` name) that its
 * declaration labels by the provision's code alone (catalogue/comply.ts; Climate's name theirs) labelled by the
 * code and the provision's title. The declarations leave the titles out, so
 * the titles in three languages (~41 KiB) stay out of every group that checks or stores a page but never shows
 * a choice's label; the readers that show one (the web's forms, the fields API, the report's evidence list)
 * take the page through here (ADR 0144). The same page object for the same declaration.
 */
export function withProvisionTitles<P extends PageDeclaration>(page: P): P {
  const choices = new Map((page.explains ?? []).map((e) => [e.choice, e.provision]));
  if (choices.size === 0) return page;
  const known = shown.get(page);
  if (known) return known as P;
  const titled: P = {
    ...page,
    tabs: page.tabs.map((tab) => ({
      ...tab,
      cards: tab.cards.map((card) => ({
        ...card,
        fields: card.fields.map((f) => {
          const code = choices.get(f.id);
          return code === undefined || f.labels.en !== code ? f : { ...f, labels: choiceLabels(code) };
        }),
      })),
    })),
  };
  shown.set(page, titled);
  return titled;
}
