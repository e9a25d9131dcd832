import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { titlesNs } from '../../../i18n';
import { formatDate, formatList, formatSentences } from '../../../i18n/format';
import { languageOf } from '../../../i18n/languages';
import { DEFAULT_PALETTE, PALETTE_IDS, type PaletteId } from '@esg/core/lib/chartPalettes';
import { notifications } from '../../../notifications/store';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { PaletteSelect } from '../../../ui/PaletteSelect';
import { useUserPreference } from '../../../ui/userPreference';
import { matrixQuery } from '../../../api/materialityMatrix';
import type { MatrixFormat, RespondentGroup } from '@esg/core/schemas/questionnaire';
import { RespondentGroupSelect } from '../components/RespondentGroupSelect';
import { downloadMatrix } from '../api/materiality';
import { MatrixChart } from '../components/MatrixChart';
import { ownShown, useSimplified } from '../../../ui/wording';
import { ns } from '../i18n';

/**
 * `/reporting/materiality_matrix` (ADR 0030): the board's mean scores per topic, the company's
 * threshold, and the method text the report uses, in the reader's language. The respondent filter
 * shows a stakeholder group's answers instead, for comparison: the board's view stays the one that
 * decides what is material (ADR 0051).
 */
export function MaterialityMatrixPage() {
  const { t, i18n } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  const language = languageOf(i18n.language);
  const [group, setGroup] = useState<RespondentGroup>('board');
  const board = group === 'board';
  const matrix = useQuery({ ...matrixQuery(year ?? '', group), enabled: Boolean(year) });
  const toSimplified = useSimplified(language);
  // A company's own topic names in Simplified converted here: the matrix route answers them as typed (ADR 0140).
  const view = useMemo(
    () =>
      matrix.data && {
        ...matrix.data,
        points: matrix.data.points.map((p) => ({ ...p, name: ownShown(p.name, p.own, toSimplified) })),
      },
    [matrix.data, toSimplified],
  );
  const labels = useMemo(
    () => ({
      title: t('matrixChartTitle'),
      x: t('matrixX'),
      y: t(board ? 'matrixY' : 'matrixYStakeholders'),
      threshold: t('matrixThreshold'),
    }),
    [t, board],
  );
  const [palette, setPalette] = useUserPreference<PaletteId>('matrix-palette', DEFAULT_PALETTE, PALETTE_IDS);
  const download = (format: MatrixFormat) => () =>
    void downloadMatrix(year!, palette, format, group).catch(() =>
      notifications.push({ type: 'error', text: t('matrixDownloadFailed'), literal: true }),
    );
  const material = view?.points.filter((p) => p.material).map((p) => p.name[language]) ?? [];

  return (
    <PageLayout
      title={title('materiality_matrix')}
      description={year ? t('matrixDescription', { date: formatDate(year) }) : undefined}
    >
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : !view ? (
        <Box>{matrix.isError ? t('matrixFailed') : t('matrixLoading')}</Box>
      ) : (
        <SpaceBetween size="l">
          <Container
            header={
              <Header
                variant="h2"
                actions={
                  <SpaceBetween direction="horizontal" size="xs" alignItems="end">
                    <RespondentGroupSelect year={year} value={group} onChange={setGroup} />
                    <PaletteSelect value={palette} onChange={setPalette} />
                    <Button onClick={download('svg')} data-testid="matrix-download-svg">
                      {t('matrixDownloadSvg')}
                    </Button>
                    <Button onClick={download('png')} data-testid="matrix-download-png">
                      {t('matrixDownloadPng')}
                    </Button>
                  </SpaceBetween>
                }
              >
                {t('matrixChartTitle')}
              </Header>
            }
          >
            {view.answered === 0 ? (
              <Alert type="info">{t(board ? 'matrixNoAnswers' : 'matrixNoStakeholderAnswers')}</Alert>
            ) : (
              <MatrixChart view={view} language={language} labels={labels} palette={palette} />
            )}
          </Container>
          <Container header={<Header variant="h2">{t('methodTitle')}</Header>}>
            <Box variant="p" data-testid="matrix-method">
              {formatSentences(
                [
                  t(board ? 'methodText' : 'methodStakeholders', {
                    // The board's text counts the members asked, the stakeholders' the answers.
                    count: board ? view.asked : view.answered,
                    asked: view.asked,
                    answered: view.answered,
                    first: view.firstAnswer ? formatDate(view.firstAnswer) : '—',
                    last: view.lastAnswer ? formatDate(view.lastAnswer) : '—',
                    threshold: view.threshold,
                  }),
                  !material.length
                    ? t('methodNoneMaterial')
                    : t(board ? 'methodMaterial' : 'groupAboveThreshold', {
                        topics: formatList(material, i18n.language),
                        threshold: view.threshold,
                      }),
                ],
                i18n.language,
              )}
            </Box>
          </Container>
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
