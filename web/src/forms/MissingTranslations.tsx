import Alert from '@cloudscape-design/components/alert';
import { missingLanguageCount } from '@esg/core/catalogue/bilingual';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import type { PagePayload } from '@esg/core/catalogue/values';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { formsNs } from './i18n';
import type { Values } from './paths';

/** How many of the page's translatable answers lack a language, as they are typed (ADR 0096). */
export function MissingTranslations(props: { page: PageDeclaration; values: Values; companyLanguage: Language }) {
  const { t } = useTranslation(formsNs);
  const count = missingLanguageCount(props.page, props.values as PagePayload, props.companyLanguage);
  if (count === 0) return null;
  return (
    <Alert type="info" data-testid="missing-translations">
      {t('missingTranslations', { count })}
    </Alert>
  );
}
