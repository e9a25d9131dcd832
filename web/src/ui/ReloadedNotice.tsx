import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatList } from '../i18n/format';
import { languageOf } from '../i18n/languages';
import { useBroughtIntoView } from './useBroughtIntoView';

/**
 * After Reload: the form holds what is stored now with the user's changes on top (ui/rebaseEdits.ts); where the
 * other user changed the same fields, it names them (by their labels) and says whose text is kept. It takes the
 * focus the Reload button had, so the reader hears it before saving again (docs/decisions/0068).
 */
export function ReloadedNotice({ fields }: { fields: readonly string[] }) {
  const { t, i18n } = useTranslation('common');
  const named = [...new Set(fields)];
  // Shown afresh after each Reload (hidden by the next conflict): its fields' identity is their names.
  const box = useBroughtIntoView(named.join('\u0000'));
  return (
    <div ref={box} tabIndex={-1} role="status">
      <Alert type={named.length > 0 ? 'warning' : 'info'} data-testid="reloaded">
        <SpaceBetween size="xs">
          <span>{t('reloaded')}</span>
          {named.length > 0 && (
            <span>{t('reloadedOverlap', { fields: formatList(named, languageOf(i18n.language)) })}</span>
          )}
        </SpaceBetween>
      </Alert>
    </div>
  );
}
