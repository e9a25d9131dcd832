import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { placeSeparator } from '@esg/core/lib/format';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { useBroughtIntoView } from '../ui/useBroughtIntoView';
import { formsNs } from './i18n';
import { issueText, type FormIssue } from './issues';
import { controlIdOf, placeOf } from './locate';
import { usePathWords } from './usePathWords';

interface Props {
  page: PageDeclaration;
  issues: readonly FormIssue[];
  lang: Language;
  /** Opens the tab holding a field before its control is focused. */
  onOpenTab: (tabId: string) => void;
  /** Refused saves so far: a new one brings the summary into view and gives it focus. */
  refusals?: number;
}

/**
 * The summary at the top after a failed save: every issue, where it is, a link to go there. A
 * refused save moves focus here and scrolls it into view (docs/decisions/0068): on a long form the
 * Save button is thousands of pixels below, and a summary nobody sees is a failure nobody sees.
 */
export function IssueSummary({ page, issues, lang, onOpenTab, refusals = 0 }: Props) {
  const { t } = useTranslation(formsNs);
  const words = usePathWords();
  const shown = issues.length > 0;
  // Only a new refusal moves focus; editing while the summary shows does not.
  const box = useBroughtIntoView(refusals, refusals > 0 && shown);
  if (!shown) return null;
  const goTo = (issue: FormIssue, tabId?: string) => {
    if (tabId) onOpenTab(tabId);
    // The tab's content renders on the next frame; the closest labelled control is the field's own.
    requestAnimationFrame(() => {
      const parts = issue.path.split('.');
      for (let n = parts.length; n > 0; n--) {
        const el = document.getElementById(controlIdOf(parts.slice(0, n).join('.')));
        if (el) return el.focus();
      }
    });
  };
  return (
    <div ref={box} tabIndex={-1} role="group" aria-label={t('summaryHeader')} data-testid="issue-summary-focus">
      <Alert type="error" header={t('summaryHeader')} data-testid="issue-summary">
        <ul>
          {issues.map((issue, i) => {
            const place = placeOf(page, issue.path, lang, words);
            return (
              <li key={`${issue.path}-${i}`}>
                <Link onFollow={() => goTo(issue, place.tabId)}>{place.label}</Link>
                {placeSeparator(lang)}
                {issueText(issue, lang)}
              </li>
            );
          })}
        </ul>
      </Alert>
    </div>
  );
}
