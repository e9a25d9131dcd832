import type { PageDeclaration } from '@esg/core/catalogue/page';
import type { Field } from '@esg/core/catalogue/types';

const formulaOf = (f: Field): string | undefined => ('formula' in f ? f.formula : undefined);
const namesIn = (formula: string) => new Set(formula.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);

/**
 * The part of an environmental page's declaration rendered below its resource tables: the
 * questions stored as the page's own answers. Monthly grids are left out (the page's monthly
 * figures are its resource rows, shown above), and so are the figures computed from them and the
 * inputs only those figures use (the legacy water page's totals, intensity and its floor area).
 * Cards and tabs left without a field go too; nothing left: null.
 */
export function narrativeDeclaration(page: PageDeclaration): PageDeclaration | null {
  const fields = page.tabs.flatMap((t) => t.cards.flatMap((c) => c.fields));
  const left = new Set(fields.filter((f) => f.kind === 'monthlyGrid').map((f) => f.id));
  // Figures computed from a left-out field are left out, to the end of the chain.
  for (let grew = true; grew;) {
    grew = false;
    for (const f of fields) {
      const formula = formulaOf(f);
      if (left.has(f.id) || !formula) continue;
      if ([...namesIn(formula)].some((n) => left.has(n))) {
        left.add(f.id);
        grew = true;
      }
    }
  }
  // Inputs that only left-out figures are computed from.
  const usedBy = (keep: boolean) =>
    new Set(fields.filter((f) => left.has(f.id) !== keep).flatMap((f) => [...namesIn(formulaOf(f) ?? '')]));
  const usedKept = usedBy(true);
  const usedLeft = usedBy(false);
  for (const f of fields) if (!formulaOf(f) && usedLeft.has(f.id) && !usedKept.has(f.id)) left.add(f.id);

  const tabs = page.tabs
    .map((t) => ({
      ...t,
      cards: t.cards
        .map((c) => ({ ...c, fields: c.fields.filter((f) => !left.has(f.id)) }))
        .filter((c) => c.fields.length),
    }))
    .filter((t) => t.cards.length);
  if (tabs.length === 0) return null;
  return { ...page, tabs };
}
