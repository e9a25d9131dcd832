import { useTranslation } from 'react-i18next';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { languageOf } from '../../i18n/languages';
import { ReloadedNotice } from '../../ui/ReloadedNotice';
import { placeOf } from '../locate';
import { usePathWords } from '../usePathWords';

/** After Reload on a page: the answers both users changed, named by their fields' labels (ui/ReloadedNotice.tsx). */
export function ReloadedAlert({ page, overlap }: { page: PageDeclaration; overlap: readonly string[] }) {
  const { i18n } = useTranslation();
  const words = usePathWords();
  const lang = languageOf(i18n.language);
  const fields = overlap.map((id) => placeOf(page, id, lang, words)).filter((place) => place.tabId !== undefined);
  return <ReloadedNotice fields={fields.map((f) => f.label)} />;
}
