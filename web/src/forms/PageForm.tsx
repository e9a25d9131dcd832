import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import type { Card, PageDeclaration } from '@esg/core/catalogue/page';
import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages';
import { PageFormContext, type PageFormState } from './context';
import { FieldControl } from './FieldControl';
import type { FormIssue } from './issues';
import { IssueSummary } from './IssueSummary';
import { getAt, setAt, type Values } from './paths';

interface Props {
  page: PageDeclaration;
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  issues: readonly FormIssue[];
  readOnly: boolean;
  /** Save and other actions, under the form. */
  actions?: ReactNode;
  /** Shown above the form: banners about the year or the last save. */
  notices?: ReactNode;
}

function CardContainer({ card, lang }: { card: Card; lang: PageFormState['lang'] }) {
  return (
    <Container header={<Header variant="h2">{card.labels[lang]}</Header>} data-testid={`card-${card.id}`}>
      <SpaceBetween size="l">
        {card.fields.map((f) => (
          <FieldControl key={f.id} field={f} path={f.id} />
        ))}
      </SpaceBetween>
    </Container>
  );
}

const issuesIn = (issues: readonly FormIssue[], ids: Set<string>) =>
  issues.filter((i) => ids.has(i.path.split('.')[0]!)).length;

/**
 * The one renderer of a catalogue page (DESIGN §5): tabs → cards → fields, driven only by the
 * declaration, with the messages of the same check the API runs next to each field and in a
 * summary at the top.
 */
export function PageForm({ page, values, setValues, issues, readOnly, actions, notices }: Props) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const [tabId, setTabId] = useState(page.tabs[0]?.id);
  const state = useMemo<PageFormState>(
    () => ({
      lang,
      readOnly,
      issues,
      valueAt: (path) => getAt(values, path),
      change: (path, value) => setValues((prev) => setAt(prev, path, value)),
    }),
    [lang, readOnly, issues, values, setValues],
  );
  const cards = (tab: PageDeclaration['tabs'][number]) => (
    <SpaceBetween size="l">
      {tab.cards.map((c) => (
        <CardContainer key={c.id} card={c} lang={lang} />
      ))}
    </SpaceBetween>
  );
  return (
    <PageFormContext.Provider value={state}>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <Form actions={actions}>
          <SpaceBetween size="l">
            {notices}
            <IssueSummary page={page} issues={issues} lang={lang} onOpenTab={setTabId} />
            {page.tabs.length === 1 ? (
              cards(page.tabs[0]!)
            ) : (
              <Tabs
                activeTabId={tabId}
                onChange={({ detail }) => setTabId(detail.activeTabId)}
                tabs={page.tabs.map((tab) => {
                  const count = issuesIn(issues, new Set(tab.cards.flatMap((c) => c.fields.map((f) => f.id))));
                  return {
                    id: tab.id,
                    label: count ? `${tab.labels[lang]} (${count})` : tab.labels[lang],
                    content: cards(tab),
                  };
                })}
              />
            )}
          </SpaceBetween>
        </Form>
      </form>
    </PageFormContext.Provider>
  );
}
