import type { TitleKey } from '@esg/core/pages/titles';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { copyableTables, type PageDeclaration } from '@esg/core/catalogue/page';
import { titlesNs } from '../../i18n';
import { pageTour } from '../../shell/pageTour';
import { PageForm } from '../PageForm';
import { isEmptyAnswers } from '../paths';
import { formatDate } from '../../i18n/format';
import { languageOf } from '../../i18n/languages';
import { useSession } from '../../session/useSession';
import { useTaskHold } from '../../api/workflowTasks';
import { hiddenPaths, type ConfiguredFields } from './api/getConfiguredFields';
import type { PageData } from './api/getPageData';
import { ns } from './i18n';
import { hotspotIdOf, pageTutorial, shownTargets } from './tutorial';
import { ConflictAlert } from '../../ui/ConflictAlert';
import { ReloadedAlert } from './ReloadedAlert';
import { CopyOffer } from './CopyOffer';
import { CopyRowsOffer } from './CopyRowsOffer';
import { FieldConfigModal } from './FieldConfigModal';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { usePageEditor } from './usePageEditor';
import { useNotMaterialOffers } from './useNotMaterialOffers';
import { useRunTimeLabels, useRunTimeLists } from './useRunTimeLists';

interface Props {
  page: PageDeclaration;
  year: string;
  /** The latest read. The form starts from the first one; a later one may lock the year. */
  latest: PageData;
  /** The page's fields as the company configured them for this year. */
  configured: ConfiguredFields;
  /** Offer "Configure fields" to writers (a page whose questions are only part of its screen may not). */
  configurable?: boolean;
  /** Part of a screen with its own printed-year banner and test ids: no second banner, prefixed ids. */
  embedded?: boolean;
}

/** The page's tour in the shell's tutorial panel while the page is on screen. */
function usePageTour(page: PageDeclaration, hidden: ReadonlySet<string>) {
  const { t, i18n } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const lang = languageOf(i18n.language);
  const tour = useMemo(
    () =>
      pageTutorial(
        page,
        lang,
        {
          title: t('tourTitle', { page: title(page.key as TitleKey) }),
          description: t('tourDescription'),
          completed: t('tourCompleted'),
          task: t('tourTask'),
        },
        shownTargets(page, hidden),
      ),
    [page, lang, t, title, hidden],
  );
  useEffect(() => {
    pageTour.set(tour);
    return () => pageTour.set(null);
  }, [tour]);
  return useMemo(() => new Map((page.tutorial ?? []).map((s) => [s.target, hotspotIdOf(page, s.target)])), [page]);
}

/** A catalogue page of one reporting year: edit, save with its version, copy from last year. */
export function PageDataEditor({ page, year, latest, configured, configurable = true, embedded = false }: Props) {
  const { t } = useTranslation(ns);
  const editor = usePageEditor(page, year, latest);
  const [configuring, setConfiguring] = useState(false);
  // docs/permissions.md: every company role reads data pages; entering data and configuring fields need company:write.
  const canWrite = useSession().stored?.role.privileges.includes('company:write') ?? false;
  const locked = latest.locked;
  // A submitted or approved page is read-only until a reviewer returns or reopens it, or its submission is withdrawn;
  // its workflow bar says so and offers what may be done (ADR 0102 amended, 0111).
  const held = useTaskHold(page.key, year) !== undefined;
  const readOnly = locked || !canWrite || held;
  const lastYear = latest.lastYear;
  const prefix = embedded ? `${page.key}-` : '';
  const hidden = useMemo(() => hiddenPaths(configured.fields), [configured.fields]);
  const hotspots = usePageTour(page, hidden);
  const lists = useRunTimeLists(page, year);
  const listLabel = useRunTimeLabels(page, year);
  const offers = useNotMaterialOffers(page, year);
  // The API copies onto a page with no answer in it (never saved, or saved empty); a page never saved
  // may show what was entered elsewhere (Company information: the name and financial year).
  const offerCopy = !readOnly && lastYear && (latest.version === 0 || isEmptyAnswers(editor.values));
  const notices = (
    <>
      {locked && !embedded && (
        <Alert type="warning" header={t('lockedHeader')} data-testid="locked-banner">
          {t('lockedBody')}
        </Alert>
      )}
      {editor.conflict && (
        <ConflictAlert
          testId={`${prefix}conflict`}
          onReload={() => void editor.reload()}
          reloading={editor.reloading}
        />
      )}
      {editor.reloaded && !editor.conflict && <ReloadedAlert page={page} overlap={editor.overlap} />}
      {offerCopy && <CopyOffer pageKey={page.key} year={year} lastYearEnd={lastYear.yearEnd} onCopied={editor.adopt} />}
      {!readOnly &&
        !offerCopy &&
        lastYear &&
        copyableTables(page).map((field) => (
          <CopyRowsOffer
            key={field.id}
            pageKey={page.key}
            year={year}
            field={field}
            values={editor.values}
            version={editor.version}
            lastYear={lastYear}
            onCopied={editor.adoptRows}
          />
        ))}
      {!locked && latest.copiedFrom && latest.version === editor.version && (
        <Alert type="info">{t('copiedFrom', { date: formatDate(latest.copiedFrom) })}</Alert>
      )}
    </>
  );
  // A printed year changes nothing, its field configuration included.
  const mayConfigure = canWrite && configurable && !locked;
  const actions =
    mayConfigure || !readOnly ? (
      <SpaceBetween direction="horizontal" size="xs">
        {mayConfigure && (
          <Button formAction="none" onClick={() => setConfiguring(true)}>
            {t('configure')}
          </Button>
        )}
        {!readOnly && (
          <Button variant="primary" formAction="none" loading={editor.saving} onClick={editor.submit}>
            {t('save')}
          </Button>
        )}
      </SpaceBetween>
    ) : undefined;
  return (
    <>
      <UnsavedChangesGuard testId={`${prefix}unsaved`} dirty={!readOnly && editor.dirty} />
      {configuring && (
        <FieldConfigModal pageKey={page.key} fields={configured.fields} onClose={() => setConfiguring(false)} />
      )}
      <PageForm
        page={page}
        values={editor.values}
        setValues={editor.setValues}
        issues={editor.issues}
        readOnly={readOnly}
        notices={notices}
        hidden={hidden}
        lastYear={lastYear?.values}
        hotspots={hotspots}
        lists={lists}
        listLabel={listLabel}
        actions={actions}
        evidenceYear={year}
        offers={offers}
        refusals={editor.refusals}
        companyLanguage={latest.companyLanguage}
      />
    </>
  );
}
