import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Hotspot from '@cloudscape-design/components/hotspot';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import type { ListValues } from '@esg/core/catalogue/lists';
import type { Card, PageDeclaration } from '@esg/core/catalogue/page';
import type { NotMaterialOffer as Offer } from '@esg/core/calc/materiality/explain';
import { Fragment, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import { type Language, languageOf } from '../i18n/languages';
import { MissingTranslations } from './MissingTranslations';
import { PageFormContext, type PageFormState } from './context';
import { FieldControl } from './FieldControl';
import type { FormIssue } from './issues';
import { IssueSummary } from './IssueSummary';
import { listOptions } from './listOptions';
import { NotMaterialOffer } from './NotMaterialOffer';
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
  /** Payload paths of optional fields the company hid (GET /api/fields/configs/{pageKey}/{year}). */
  hidden?: ReadonlySet<string>;
  /** Last reporting year's answers, shown under each scalar field that had one. */
  lastYear?: Values;
  /** Tutorial hotspot ids by the field or card id a tutorial step points at. */
  hotspots?: ReadonlyMap<string, string>;
  /** Lists of tenant or admin data supplied at run time (the year's in-boundary locations …). */
  lists?: ListValues;
  /** A run-time list value's label in the interface language (a location's name, ADR 0121); else the value. */
  listLabel?: (list: string, value: string) => string;
  /** The reporting year whose evidence the fields show (their paper clips); none without it. */
  evidenceYear?: string;
  /** Comply-or-explain reasons the board's materiality assessment lets the company fill in one click. */
  offers?: ReadonlyMap<string, Offer>;
  /** How many saves were refused: each new one takes focus to the issue summary (docs/decisions/0068). */
  refusals?: number;
  /** The company's language: what an answer saved in one language is (ADR 0096). */
  companyLanguage?: Language;
}

const NONE: ReadonlySet<string> = new Set();
const NO_OFFERS: ReadonlyMap<string, Offer> = new Map();

/** A link to the page that holds what the card would otherwise ask again (a card's `seeAlso`). */
function SeeAlso({ seeAlso, lang }: { seeAlso: NonNullable<Card['seeAlso']>; lang: PageFormState['lang'] }) {
  return <AppLink href={seeAlso.route}>{seeAlso.labels[lang]}</AppLink>;
}

function CardContainer({ card, state, offers }: { card: Card; state: PageFormState; offers: Props['offers'] }) {
  if (card.fields.every((f) => state.hidden.has(f.id))) return null;
  const hotspot = state.hotspotOf(card.id);
  return (
    <Container
      header={
        <Header
          variant="h2"
          info={hotspot ? <Hotspot hotspotId={hotspot} direction="right" /> : undefined}
          description={card.seeAlso ? <SeeAlso seeAlso={card.seeAlso} lang={state.lang} /> : undefined}
        >
          {card.labels[state.lang]}
        </Header>
      }
      data-testid={`card-${card.id}`}
    >
      <SpaceBetween size="l">
        {card.fields.map((f) => {
          const offer = state.hidden.has(f.id) ? undefined : offers?.get(f.id);
          return (
            <Fragment key={f.id}>
              <FieldControl field={f} path={f.id} />
              {offer && <NotMaterialOffer offer={offer} />}
            </Fragment>
          );
        })}
      </SpaceBetween>
    </Container>
  );
}

const issuesIn = (issues: readonly FormIssue[], ids: Set<string>) =>
  issues.filter((i) => ids.has(i.path.split('.')[0]!)).length;

/**
 * The one renderer of a catalogue page (ADR 0011): tabs → cards → fields, driven only by the
 * declaration, with the messages of the same check the API runs next to each field and in a
 * summary at the top.
 */
export function PageForm(props: Props) {
  const { page, values, setValues, issues, readOnly, actions, notices } = props;
  const { hidden = NONE, lastYear, hotspots, lists, listLabel, evidenceYear, offers = NO_OFFERS, refusals = 0 } = props;
  const companyLanguage = props.companyLanguage ?? 'en';
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [tabId, setTabId] = useState(page.tabs[0]?.id);
  const state = useMemo<PageFormState>(
    () => ({
      lang,
      companyLanguage,
      readOnly,
      issues,
      valueAt: (path) => getAt(values, path),
      change: (path, value) => setValues((prev) => setAt(prev, path, value)),
      hidden,
      lastYearAt: (path) => (lastYear ? getAt(lastYear, path) : undefined),
      hotspotOf: (target) => hotspots?.get(target),
      optionsOf: (list) => listOptions(list, lang, lists, listLabel),
      ...(evidenceYear ? { evidence: { page: page.key, year: evidenceYear } } : {}),
    }),
    [
      lang,
      companyLanguage,
      readOnly,
      issues,
      values,
      setValues,
      hidden,
      lastYear,
      hotspots,
      lists,
      listLabel,
      evidenceYear,
      page.key,
    ],
  );
  const cards = (tab: PageDeclaration['tabs'][number]) => (
    <SpaceBetween size="l">
      {tab.cards.map((c) => (
        <CardContainer key={c.id} card={c} state={state} offers={offers} />
      ))}
    </SpaceBetween>
  );
  return (
    <PageFormContext.Provider value={state}>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <Form actions={actions}>
          <SpaceBetween size="l">
            {notices}
            <IssueSummary page={page} issues={issues} lang={lang} onOpenTab={setTabId} refusals={refusals} />
            <MissingTranslations page={page} values={values} companyLanguage={companyLanguage} />
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
