import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '../../../ui/StatusIndicator';
import { KeptWhole } from '../../../ui/shortColumn';
import { formatDate, formatDecimal } from '../../../i18n/format';
import { useEmissions, type Emissions, type Figure } from '../api/getEmissions';
import type { ResourceList } from '../api/listResourceRows';
import { ns } from '../i18n';
import { GwpSetting } from './GwpSetting';
import { MissingFactors } from './MissingFactors';
import { Quantity } from './Quantity';

const FIGURES = ['total', 'scope1', 'scope2', 'scope3', 'removals'] as const;

/**
 * A figure and whether it is complete: only when something was entered and nothing it sums lacks a
 * factor or a quantity. With no row of activity it is "not entered", never 0 nor complete (ADR 0069).
 */
function FigureValue({ id, figure }: { id: string; figure: Figure }) {
  const { t, i18n } = useTranslation(ns);
  if (figure.notEntered)
    return (
      <span data-testid={`figure-${id}`}>
        <StatusIndicator type="stopped">{t('notEntered')}</StatusIndicator>
      </span>
    );
  return (
    <SpaceBetween size="xxs">
      {/* Breaks only at its space: a Chinese unit is never split (吨二氧化碳当 / 量). */}
      <span data-testid={`figure-${id}`}>
        <KeptWhole whole="words">
          {figure.value === null
            ? t('notReported')
            : `${formatDecimal(figure.value, i18n.language)} ${t(`unit_${figure.unit}`, { defaultValue: figure.unit })}`}
        </KeptWhole>
      </span>
      {figure.gaps.length === 0 ? (
        <StatusIndicator type="success">{t('complete')}</StatusIndicator>
      ) : (
        <StatusIndicator type="warning">{t('incomplete')}</StatusIndicator>
      )}
    </SpaceBetween>
  );
}

/** The year's figures; what keeps any of them incomplete is listed once below them. */
function Figures({ emissions }: { emissions: Emissions }) {
  const { t } = useTranslation(ns);
  return (
    <SpaceBetween size="s" data-testid="figures">
      <KeyValuePairs
        columns={FIGURES.length}
        items={FIGURES.map((id) => ({
          label: t(id === 'total' ? 'figureTotal' : id),
          value: <FigureValue id={id} figure={emissions.scopes[id]} />,
        }))}
      />
      <MissingFactors emissions={emissions} />
      {emissions.frozen && <Box variant="small">{t('frozen', { date: formatDate(emissions.frozen.at) })}</Box>}
    </SpaceBetween>
  );
}

/** The year's Scope 1/2/3 figures (GET /api/emissions/{year}) and this page's totals beside last year's. */
export function EmissionsSummary({ year, list }: { year: string; list: ResourceList }) {
  const { t } = useTranslation(ns);
  const emissions = useEmissions(year);
  const totals = (items: { value: string; unit: string }[]) =>
    items.length === 0 ? (
      t('noTotals')
    ) : (
      <SpaceBetween size="xxs">
        {items.map((x) => (
          <Quantity key={x.unit} value={x.value} unit={x.unit} />
        ))}
      </SpaceBetween>
    );
  return (
    <Container
      header={
        <Header variant="h2" description={t('summaryDescription')}>
          {t('summaryTitle')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <GwpSetting year={year} />
        {emissions.isPending ? (
          <Spinner aria-label={t('loading')} />
        ) : emissions.isError ? (
          <Alert type="error">{t('emissionsFailed')}</Alert>
        ) : (
          <Figures emissions={emissions.data} />
        )}
        <Box variant="h3">{t('totalsTitle')}</Box>
        <KeyValuePairs
          columns={2}
          items={[
            { label: t('thisYear'), value: <div data-testid="page-totals">{totals(list.totals)}</div> },
            ...(list.lastYear
              ? [
                  {
                    label: t('lastYear', { date: formatDate(list.lastYear.yearEnd) }),
                    value: <div data-testid="page-last-year">{totals(list.lastYear.totals)}</div>,
                  },
                ]
              : []),
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
