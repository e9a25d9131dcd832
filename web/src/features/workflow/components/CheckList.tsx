import Alert from '@cloudscape-design/components/alert';
import type { ApiError } from '../../../api/errors';
import { ruleText } from '../../../i18n/ruleText';
import { usePathWords } from '../../../forms/usePathWords';
import { declarationOf, fieldLabel } from '../fields';
import { useWorkflowText } from '../i18n';
import { withPlace } from '@esg/core/lib/format';

interface Props {
  pageKey: string;
  /** A location's checks (its rows' factors): the message says all, there is no field to name. */
  location: boolean;
  error: ApiError;
  testId: string;
}

/**
 * Why a submission was refused (400 `taskChecksFailed`, ADR 0102): each failed check in the reader's language,
 * after the field it is about when the page's declaration labels it — never a raw key or path.
 */
export function CheckList({ pageKey, location, error, testId }: Props) {
  const { t, lang } = useWorkflowText();
  const words = usePathWords();
  const page = declarationOf(pageKey);
  const lines = [
    ...new Set(
      error.issues.map((issue) => {
        const place = location ? '' : fieldLabel(page, issue.path, lang, words, false, '');
        const text = ruleText(issue, lang);
        return place ? withPlace(place, text, lang) : text;
      }),
    ),
  ];
  return (
    <Alert type="error" header={t('refusedHeader')} data-testid={testId}>
      {t('refusedBody')}
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}
