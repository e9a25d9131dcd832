import type { TutorialPanelProps } from '@cloudscape-design/components/tutorial-panel';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import type { Language } from '../../i18n/languages';
import { TUTORIAL_WORDS } from './tutorialWords';

/** Hotspot ids are global to the app: a page's are named after the page and the step's target. */
export const hotspotIdOf = (page: PageDeclaration, target: string) => `${page.key}-${target}`;

export interface TourWords {
  title: string;
  description: string;
  completed: string;
  task: string;
}

/**
 * The page's tutorial steps (its declaration's, with their words from beside the module, ADR 0143; the
 * `tutorial_step` entries of its master configuration) as a Cloudscape tutorial. Only steps pointing at something on screen are kept, because Cloudscape enables "Next"
 * only when the next step's hotspot is rendered; none left (or no words for them): no tour.
 */
export function pageTutorial(
  page: PageDeclaration,
  lang: Language,
  words: TourWords,
  shown: ReadonlySet<string>,
): TutorialPanelProps.Tutorial | null {
  const steps = (page.tutorial ?? []).flatMap((s) => {
    const title = TUTORIAL_WORDS[s.titleKey]?.[lang];
    const content = TUTORIAL_WORDS[s.contentKey]?.[lang];
    return title && content && shown.has(s.target) ? [{ title, content, hotspotId: hotspotIdOf(page, s.target) }] : [];
  });
  if (steps.length === 0) return null;
  return {
    title: words.title,
    description: words.description,
    completedScreenDescription: words.completed,
    completed: false,
    tasks: [{ title: words.task, steps }],
  };
}

/** Targets of the page's first tab (the one on screen when a tour starts) that the company did not hide. */
export function shownTargets(page: PageDeclaration, hidden: ReadonlySet<string>): Set<string> {
  const first = page.tabs[0];
  const out = new Set<string>();
  for (const card of first?.cards ?? []) {
    const fields = card.fields.filter((f) => !hidden.has(f.id));
    if (fields.length) out.add(card.id);
    for (const f of fields) out.add(f.id);
  }
  return out;
}
