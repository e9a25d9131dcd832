import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import type { FigureTrail as Trail } from '@esg/core/schemas/audit';
import { formatDateTime } from '../../../i18n/format';
import { formatEntered } from '../../../i18n/enteredNumber';
import { languageOf } from '../../../i18n/languages';
import { actionText } from '../../../ui/auditActions';
import { downloadFile } from '../../../ui/files/upload';
import { useBroughtIntoView } from '../../../ui/useBroughtIntoView';
import { trailQuery } from '../api/samples';
import { useFigureWords } from '../figureLabel';
import { MarkForm } from './MarkForm';

interface Props {
  year: string;
  sampleId: string;
  figureId: string;
  onClose: () => void;
}

type Line = Trail['lines'][number];

/**
 * A sampled figure's whole trail on one screen (ADR 0116): the input row's months, each line's unit conversion,
 * factor (source, revision, validity) and result, the evidence files with their fingerprints, the row's audit
 * trail, and the auditor's mark.
 */
export function FigureTrail({ year, sampleId, figureId, onClose }: Props) {
  const { t, label, amount, month, language } = useFigureWords();
  const trail = useQuery(trailQuery(year, sampleId, figureId));
  // The trail opens above the samples: its Trace button, far down the list, would seem to do nothing. Focus (and the
  // view) moves to the trail once it is read, and again for each figure traced (ADR 0116).
  const loaded = !!trail.data;
  const region = useBroughtIntoView(loaded ? `${sampleId}/${figureId}` : null, loaded);
  if (trail.isError) return <Alert type="error">{t('loadFailed')}</Alert>;
  if (!trail.data) return <Spinner />;
  const { figure, row, lines, evidence, audit } = trail.data;
  const lang = languageOf(language);
  const months = row.periodMonths.map((m, i) => ({ month: m, value: row.months[i] ?? '' }));
  const calculation = (line: Line, i: number) => (
    <KeyValuePairs
      key={i}
      columns={2}
      items={[
        {
          label: t('conversion'),
          value: line.conversions.length
            ? line.conversions.map((c) => `${c.from} → ${c.to} × ${formatEntered(c.factor, language)}`).join('; ')
            : t('noConversion'),
        },
        ...line.factors.flatMap((f) => [
          {
            label: t('factor'),
            value: t('factorLine', {
              name: f.appliesTo ?? f.id,
              value: formatEntered(f.value, language),
              unit: f.unit,
            }),
          },
          { label: t('source'), value: f.source ?? '—' },
          { label: t('version'), value: t('versionText', { revision: f.revision }) },
          {
            label: t('validity'),
            value: `${f.validFrom ?? ''}–${f.validTo ?? ''}${f.proxy ? ` (${t('proxy')})` : ''}`,
          },
        ]),
        ...(line.gwpSet ? [{ label: t('gwpSet'), value: line.gwpSet }] : []),
        { label: t('result'), value: amount(line.value, line.unit) },
      ]}
    />
  );
  const title = t('trailTitle', { figure: label(figure) });
  return (
    <div ref={region} tabIndex={-1} role="region" aria-label={title}>
      <Container
        header={
          <Header variant="h2" actions={<Button onClick={onClose}>{t('close')}</Button>}>
            {title}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <Table
            header={<Header variant="h3">{t('inputTitle')}</Header>}
            variant="embedded"
            items={months}
            trackBy="month"
            columnDefinitions={[
              { id: 'month', header: t('month'), cell: (m) => month(m.month) },
              {
                id: 'quantity',
                header: t('quantity'),
                // As entered, every digit, grouped as every figure on the screen is (a blank month: not entered).
                cell: (m) => (m.value ? formatEntered(m.value, language) : t('empty')),
              },
              { id: 'unit', header: t('unit'), cell: () => row.unit },
            ]}
          />
          <SpaceBetween size="s">
            <Header variant="h3">{t('calculationTitle')}</Header>
            {lines.map(calculation)}
          </SpaceBetween>
          <Table
            header={<Header variant="h3">{t('evidenceTitle')}</Header>}
            variant="embedded"
            items={evidence}
            trackBy="id"
            wrapLines
            empty={<Box>{t('noEvidence')}</Box>}
            columnDefinitions={[
              {
                id: 'name',
                header: t('fileName'),
                minWidth: 180,
                cell: (f) => (
                  <Button
                    variant="inline-link"
                    ariaLabel={`${t('download')} ${f.name}`}
                    onClick={() => void downloadFile(f.id, f.name)}
                  >
                    {f.name}
                  </Button>
                ),
              },
              { id: 'sha', header: t('fingerprint'), cell: (f) => <Box variant="code">{f.sha256 ?? '—'}</Box> },
              { id: 'at', header: t('uploaded'), minWidth: 150, cell: (f) => formatDateTime(f.uploadedAt) },
            ]}
          />
          <Table
            header={<Header variant="h3">{t('auditTitle')}</Header>}
            variant="embedded"
            items={audit}
            trackBy="id"
            empty={<Box>{t('noAudit')}</Box>}
            columnDefinitions={[
              { id: 'when', header: t('when'), cell: (a) => formatDateTime(a.at) },
              { id: 'who', header: t('who'), cell: (a) => <span translate="no">{a.actorName ?? a.login ?? ''}</span> },
              { id: 'what', header: t('what'), cell: (a) => actionText(a.action, lang) },
            ]}
          />
          <MarkForm
            key={trail.data.sampleVersion}
            year={year}
            sampleId={sampleId}
            figure={figure}
            version={trail.data.sampleVersion}
            restatedFrom={trail.data.restatedSince ? trail.data.yearVersion : undefined}
          />
        </SpaceBetween>
      </Container>
    </div>
  );
}
