import { simplifiedNames } from '../../../ui/locationName';
import { useSimplified } from '../../../ui/wording';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { DashboardView } from '@esg/core/schemas/dashboard';
import type { ClimateMetricsView } from '@esg/core/schemas/climate';
import type { ChartId } from '@esg/core/calc/dashboard/series';
import { titlesNs } from '../../../i18n';
import { formatDate, formatDecimal, formatList } from '../../../i18n/format';
import { LOCALE } from '../../../i18n/languages';
import { useSession } from '../../../session/useSession';
import { useYearRuleSet, yearRuleSetsQuery } from '../../../shell/yearRuleSet';
import { PageLayout } from '../../../ui/PageLayout';
import { useUserPreference } from '../../../ui/userPreference';
import { useDashboard } from '../api/getDashboard';
import { progressQuery } from '../../../api/workflowProgress';
import { YearProgress } from '../../../ui/YearProgress';
import { usePathways } from '../api/getPathway';
import { pathwayChart, pathwayGap } from '../pathway';
import { dashboardCharts, dashboardLocationName } from '../charts';
import { ChartCard } from '../components/ChartCard';
import { Controls } from '../components/Controls';
import { FigureCard } from '../components/FigureCard';
import { TopicTags } from '../components/TopicTags';
import { ns, useDashboardText } from '../i18n';
import { DEFAULT_PALETTE, PALETTE_IDS, PALETTES, type PaletteId } from '@esg/core/lib/chartPalettes';
import { showsCard, type CardId, type Topic } from '../topics';

/** /dashboard (ADR 0032): the reporting year's figures at a glance, compared with another year. */
export function DashboardPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  return (
    <PageLayout
      title={title('dashboard')}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {year ? <DashboardYear key={year} year={year} /> : <Alert type="info">{t('noYear')}</Alert>}
    </PageLayout>
  );
}

function DashboardYear({ year }: { year: string }) {
  const { t, language } = useDashboardText();
  const [compare, setCompare] = useState<string>();
  const [location, setLocation] = useState<string>();
  const [topic, setTopic] = useState<Topic | null>(null);
  const [palette, setPalette] = useUserPreference<PaletteId>('dashboard-palette', DEFAULT_PALETTE, PALETTE_IDS);
  const periods = useQuery(yearRuleSetsQuery());
  const dashboard = useDashboard({ year, compare, location });
  // The path to each climate target (ADR 0110): Part D exists only under the 2025 rules.
  const pathways = usePathways(year, useYearRuleSet() === '2025');
  const progress = useQuery(progressQuery(year));
  const toSimplified = useSimplified(language);
  if (dashboard.isPending) return <Spinner size="large" aria-label={t('loading')} />;
  if (dashboard.isError) return <Alert type="error">{t('loadFailed')}</Alert>;
  // Locations named as typed; a Simplified name converted once the converter has loaded (ui/locationName.ts).
  const d = { ...dashboard.data, locations: simplifiedNames(dashboard.data.locations, toSimplified) };
  return (
    <SpaceBetween size="l">
      {d.frozen && <Alert type="info">{t('frozen', { date: formatDate(d.frozen.at) })}</Alert>}
      <Controls
        years={(periods.data ?? []).map((p) => p.yearEnd).filter((y) => y !== year)}
        compare={d.compareYearEnd}
        onCompare={setCompare}
        locations={d.locations.map((l) => ({ id: l.locationId, name: dashboardLocationName(l, language) }))}
        location={location}
        onLocation={setLocation}
        palette={palette}
        onPalette={setPalette}
      />
      {progress.data && <YearProgress progress={progress.data} />}
      <TopicTags topic={topic} onTopic={setTopic} />
      <DashboardCards
        d={d}
        topic={topic}
        colours={PALETTES[palette]}
        onLocation={setLocation}
        targets={pathways.data?.targets ?? []}
        partDScope3={location === undefined ? pathways.data?.scope3Total : undefined}
      />
    </SpaceBetween>
  );
}

function DashboardCards({
  d,
  topic,
  colours,
  onLocation,
  targets,
  partDScope3,
}: {
  d: DashboardView;
  topic: Topic | null;
  colours: readonly string[];
  onLocation: (id: string) => void;
  targets: ClimateMetricsView['targets'];
  /** Part D's Scope 3 total, every screened category (ADR 0109): said beside the card's computed one. */
  partDScope3?: ClimateMetricsView['scope3Total'] | undefined;
}) {
  const { t, tr, language } = useDashboardText();
  const format = (v: number) => formatDecimal(v, language);
  const charts = dashboardCharts(d, tr, { locale: LOCALE[language], formatYear: formatDate, language });
  const f = d.figures;
  const item = (key: string, label: string) => ({ key, label, figure: f[key] });
  const companyWide = (k: 'trainingHours' | 'lostDays' | 'fatalities') =>
    d.companyWide.includes(k) ? t('companyWide') : undefined;
  /** A chart's card, when its topic is shown and it has something to draw (keyed apart from its figures' card). */
  const chart = (id: ChartId, card: CardId, props: Partial<ComponentProps<typeof ChartCard>> = {}) => {
    const data = charts[id];
    return (
      showsCard(card, topic) &&
      data && <ChartCard key={`chart-${id}`} chart={data} colours={colours} year={d.yearEnd} {...props} />
    );
  };
  const cards = [
    showsCard('ghg', topic) && (
      <FigureCard
        key="ghg"
        id="ghg"
        title={t('card_ghg')}
        description={scope3Note(f['ghg.scope3']?.value ?? null, partDScope3, t, format, language)}
        figures={[
          item('ghg.total', t('total')),
          item('ghg.scope1', t('scope1')),
          item('ghg.scope2', t('scope2')),
          item('ghg.scope3', t('scope3')),
          item('ghg.removals', t('removals')),
        ]}
      />
    ),
    chart('locations', 'locations', { description: t('card_locationsInfo'), onLocation }),
    showsCard('byMonth', topic) && !charts.byMonth && (
      <Alert key="byMonth" type="info">
        {t('card_byMonthCompanyWide')}
      </Alert>
    ),
    chart('byMonth', 'byMonth'),
    chart('byYear', 'byYear'),
    ...targets.map((target) => {
      const path = showsCard('pathway', topic) && pathwayChart(target, tr, language);
      return (
        path && (
          <ChartCard
            key={path.id}
            chart={path}
            colours={colours}
            year={d.yearEnd}
            description={pathwayGap(target, tr, format)}
          />
        )
      );
    }),
    showsCard('energy', topic) && (
      <FigureCard
        key="energy"
        id="energy"
        title={t('card_energy')}
        figures={[item('energy.total', t('energy_total'))]}
      />
    ),
    chart('energy', 'energy'),
    showsCard('water', topic) && (
      <FigureCard key="water" id="water" title={t('card_water')} figures={[item('water', t('water'))]} />
    ),
    chart('water', 'water'),
    showsCard('intensity', topic) && Object.keys(f).some((k) => k.startsWith('intensity.')) && (
      <FigureCard
        key="intensity"
        id="intensity"
        title={t('card_intensity')}
        figures={Object.keys(f)
          .filter((k) => k.startsWith('intensity.'))
          .map((k) => {
            const [, provision, denominator] = /^intensity\.(A\d\.\d)\.(\w+)$/.exec(k) ?? [];
            return item(
              k,
              t(`intensity_${(provision ?? '').replace('.', '_')}` as 'intensity_A1_2', {
                denominator: t(`denominator_${denominator}` as 'denominator_revenue'),
              }),
            );
          })}
      />
    ),
    showsCard('workforce', topic) && (
      <FigureCard
        key="workforce"
        id="workforce"
        title={t('card_workforce')}
        figures={[item('workforce.total', t('workforce_total'))]}
      />
    ),
    chart('workforceGender', 'workforce'),
    chart('workforceAge', 'workforce'),
    showsCard('turnover', topic) && (
      <FigureCard key="turnover" id="turnover" title={t('card_turnover')} figures={[item('turnover', t('turnover'))]} />
    ),
    showsCard('training', topic) && (
      <FigureCard
        key="training"
        id="training"
        title={t('card_training')}
        description={companyWide('trainingHours')}
        figures={[item('trainingHours', t('trainingHours'))]}
      />
    ),
    showsCard('injuries', topic) && (
      <FigureCard
        key="injuries"
        id="injuries"
        title={t('card_injuries')}
        description={companyWide('lostDays')}
        figures={[item('lostDays', t('lostDays')), item('fatalities', t('fatalities'))]}
      />
    ),
  ].filter(Boolean);
  if (cards.length === 0) return <Alert type="info">{t('noCards')}</Alert>;
  return <Grid gridDefinition={cards.map(() => ({ colspan: { default: 12, l: 6 } }))}>{cards}</Grid>;
}

/**
 * The card's Scope 3 is what this year's rows compute (business travel, paper, waste); Part D's total adds the
 * screened categories' estimates and supplier answers (ADR 0109). Where the two differ, the card says which is which
 * and gives Part D's figure, so a reader comparing the dashboard with the report finds the report's number here.
 */
function scope3Note(
  computed: number | null,
  partD: ClimateMetricsView['scope3Total'] | undefined,
  t: ReturnType<typeof useDashboardText>['t'],
  format: (v: number) => string,
  language: string,
): string | undefined {
  if (!partD || partD.categories.length === 0) return undefined;
  const total = Number(partD.tCO2e);
  if (computed !== null && Math.abs(total - computed) < 0.0005) return undefined;
  const note = t('scope3PartD', { total: format(total), categories: formatList(partD.categories, language) });
  // A total a gap left incomplete says so, as Part D stars it (ADR 0109).
  return partD.complete ? note : `${note}${language === 'en' ? ' ' : ''}${t('scope3PartDIncomplete')}`;
}
