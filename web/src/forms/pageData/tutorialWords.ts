import type { TutorialWords } from '@esg/core/catalogue/page';

/**
 * The words of every data page's tutorial steps, by their keys, gathered from the `<page>.tutorial.ts` files beside
 * the page modules (ADR 0143): the page declares its steps; only the web, which shows them, reads the words. In the
 * catalogue page's chunk, never the first load.
 */
const FILES = import.meta.glob<TutorialWords>('../../../../core/src/pages/*/*.tutorial.ts', {
  eager: true,
  import: 'words',
});

export const TUTORIAL_WORDS: TutorialWords = Object.assign({}, ...Object.values(FILES));
