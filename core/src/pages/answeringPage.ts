import { allFields, type PageDeclaration } from '../catalogue/page';
import { PAGES } from './index';

const feeding = (page: PageDeclaration, code: string) =>
  allFields(page).filter(({ field }) => field.provisions?.includes(code)).length;

/**
 * The page a user opens to answer a provision: the page whose comply card offers it, else the page
 * with the most fields feeding it, the first in navigation order among equals (MDR-GOV: the board
 * statement's three parts, not the board committee's one); undefined when no page collects it yet.
 */
export function answeringPage(code: string, pages: readonly PageDeclaration[] = PAGES) {
  const explaining = pages.find((p) => p.explains?.some((e) => e.provision === code));
  if (explaining) return explaining;
  let best: PageDeclaration | undefined;
  let most = 0;
  for (const p of pages) {
    const n = feeding(p, code);
    if (n > most) [best, most] = [p, n];
  }
  return best;
}
