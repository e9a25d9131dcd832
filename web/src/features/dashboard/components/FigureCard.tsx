import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { DashboardView } from '@esg/core/schemas/dashboard';
import { formatClauses, formatDecimal, formatRatio } from '../../../i18n/format';
import { missingText, unitLabel } from '../charts';
import { useDashboardText } from '../i18n';
import { KeptWhole } from '../../../ui/shortColumn';

type Figure = DashboardView['figures'][string];

/** Figures as a card: each with its unit, the comparison year's value and the change in %. */
export function FigureCard({
  id,
  title,
  figures,
  description,
}: {
  id: string;
  title: string;
  figures: { key: string; label: string; figure: Figure | undefined }[];
  description?: string;
}) {
  const { t, tr, language } = useDashboardText();
  const shown = figures.filter((f): f is typeof f & { figure: Figure } => f.figure !== undefined);
  const number = (v: number | null, unit: string, state: { notReported?: true; notEntered?: true } = {}) =>
    state.notEntered
      ? t('notEntered')
      : state.notReported
        ? t('notReported')
        : v === null
          ? t('noData')
          : `${formatDecimal(v, language)} ${unitLabel(unit, tr)}`;
  return (
    <Container
      data-testid={`card-${id}`}
      header={
        <Header variant="h2" description={description}>
          {title}
        </Header>
      }
    >
      <KeyValuePairs
        columns={Math.min(3, Math.max(1, shown.length))}
        items={shown.map(({ key, label, figure: f }) => ({
          label,
          id: key,
          value: (
            // One line each (value, what is missing, the comparison): the value never runs into the comparison. A figure
            // and the comparison's figure break only at their spaces, so a Chinese unit is never split (吨二氧化碳当 / 量);
            // the change is kept on one line (never "3.23 / %").
            <div data-figure={key}>
              <Box fontSize="heading-m" fontWeight="bold" tagOverride="div">
                <KeptWhole whole="words">{number(f.value, f.unit, f)}</KeptWhole>
              </Box>
              {!f.complete && !f.notEntered && (
                <Box variant="small" color="text-status-warning" tagOverride="div">
                  {t('labelled', {
                    ns: 'common',
                    label: t('incomplete'),
                    value: formatClauses(missingText(f, tr), language),
                  })}
                </Box>
              )}
              <Box variant="small" color="text-body-secondary" tagOverride="div">
                <KeptWhole whole="words">
                  {t('labelled', { ns: 'common', label: t('previous'), value: number(f.previous, f.unit) })}
                </KeptWhole>{' '}
                ·{' '}
                <KeptWhole>
                  {t('labelled', {
                    ns: 'common',
                    label: t('change'),
                    value:
                      f.change === null ? t('noChange') : t('changeValue', { value: formatRatio(f.change, language) }),
                  })}
                </KeptWhole>
              </Box>
            </div>
          ),
        }))}
      />
    </Container>
  );
}
