import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { formatList } from '../../i18n/format';
import { languageOf } from '../../i18n/languages';
import { useBroughtIntoView } from '../../ui/useBroughtIntoView';
import { placeOf } from '../locate';
import { usePathWords } from '../usePathWords';
import { ns } from './i18n';

/**
 * After Reload: the form holds what is stored now with the user's changes on top (ui/rebaseEdits.ts); where the
 * other user changed the same fields, it names them (by their labels) and says whose text is kept. It takes the
 * focus the Reload button had, so the reader hears it before saving again.
 */
export function ReloadedAlert({ page, overlap }: { page: PageDeclaration; overlap: readonly string[] }) {
  const { t, i18n } = useTranslation(ns);
  const words = usePathWords();
  const lang = languageOf(i18n.language);
  const box = useBroughtIntoView(overlap);
  const fields = overlap.map((id) => placeOf(page, id, lang, words)).filter((place) => place.tabId !== undefined);
  return (
    <div ref={box} tabIndex={-1} role="status">
      <Alert type={fields.length > 0 ? 'warning' : 'info'} data-testid="reloaded">
        <SpaceBetween size="xs">
          <span>{t('reloaded')}</span>
          {fields.length > 0 && (
            <span>{t('reloadedOverlap', { fields: formatList([...new Set(fields.map((f) => f.label))], lang) })}</span>
          )}
        </SpaceBetween>
      </Alert>
    </div>
  );
}
