import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ResourceRow } from '../api/listResourceRows';
import { ns } from '../i18n';
import { ConflictAlert } from '../../../ui/ConflictAlert';
import { LOCALE, languageOf } from '../../../i18n/languages';
import { monthLabels, yearTotal } from '../months';
import { MonthEvidence, useRowEvidence } from './MonthEvidence';
import { MonthInputs } from './MonthInputs';
import { Quantity } from './Quantity';
import { UnsavedConfirm } from './UnsavedConfirm';
import { useMonthlyEditor } from './useMonthlyEditor';

interface Props {
  type: string;
  year: string;
  row: ResourceRow;
  rowName: string;
  locationName: string;
  /**
   * Why the months cannot be changed here, if they cannot: the year is printed, the location submitted for review or
   * approved, or the user's role only reads.
   */
  readOnly?: 'printed' | 'submitted' | 'approved' | 'role';
  onClose: () => void;
}

/**
 * The monthly drawer: a row's twelve months with its live year total. The shell's tools drawer
 * holds the tutorial, so this drawer is a modal dialog. Closing with unsaved changes asks first
 * (the unsaved-changes confirmation); a save closes it.
 */
export function MonthlyDrawer({ type, year, row, rowName, locationName, readOnly, onClose }: Props) {
  const locked = readOnly !== undefined;
  const { t, i18n } = useTranslation(ns);
  const editor = useMonthlyEditor(type, year, row, onClose);
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (editor.dirty && !locked ? setConfirming(true) : onClose());
  const total = yearTotal(type, row.attributes, editor.quantities.months);
  const evidence = useRowEvidence(type, year, row.id);
  const [evidenceMonth, setEvidenceMonth] = useState<number | null>(null);
  const monthLabel = (month: number) => monthLabels(year, LOCALE[languageOf(i18n.language)])[month - 1] ?? '';

  const footer = confirming ? (
    <UnsavedConfirm onCancel={() => setConfirming(false)} onDiscard={onClose} />
  ) : (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant={locked ? 'primary' : 'link'} onClick={requestClose}>
          {t('close')}
        </Button>
        {!locked && (
          <Button variant="primary" onClick={editor.submit} loading={editor.saving}>
            {t('save')}
          </Button>
        )}
      </SpaceBetween>
    </Box>
  );

  return (
    <Modal
      visible
      size="large"
      header={t('monthlyOf', { row: rowName })}
      closeAriaLabel={t('closeDrawer')}
      onDismiss={requestClose}
      footer={footer}
    >
      <SpaceBetween size="m">
        <Box variant="p" color="text-body-secondary">
          {t('drawerDescription', { row: rowName, location: locationName, unit: row.unit })}
        </Box>
        {readOnly && <Alert type="info">{t(`readOnly_${readOnly}`)}</Alert>}
        {editor.conflict && <ConflictAlert onReload={() => void editor.reload()} reloading={editor.reloading} />}
        {editor.reloaded && <Alert type="info">{t('reloaded')}</Alert>}
        {editor.attempted && editor.invalid && <Alert type="error">{t('fixMonths')}</Alert>}
        <MonthInputs
          yearEnd={year}
          grid={editor.quantities}
          readOnly={locked}
          evidence={{ count: (m) => evidence.filesOf(m).length, open: setEvidenceMonth, rowName }}
        />
        {evidenceMonth !== null && (
          <MonthEvidence
            type={type}
            year={year}
            rowId={row.id}
            month={evidenceMonth}
            label={`${rowName} – ${monthLabel(evidenceMonth)}`}
            evidence={evidence}
            readOnly={locked}
            onClose={() => setEvidenceMonth(null)}
          />
        )}
        <KeyValuePairs
          columns={2}
          items={[
            {
              label: t('drawerTotal'),
              value: (
                <>
                  <Quantity testId="drawer-total" value={total} unit={row.unit} />
                  {/* A month that does not read as a number is left out of the total until it is corrected. */}
                  {editor.quantities.issues.size > 0 && (
                    <Box variant="small" color="text-status-warning" data-testid="drawer-total-partial">
                      {t('drawerTotalPartial')}
                    </Box>
                  )}
                </>
              ),
            },
            {
              label: t('lastYearTotal'),
              value: row.lastYearTotal ? (
                <Quantity value={row.lastYearTotal.value} unit={row.lastYearTotal.unit} />
              ) : (
                '–'
              ),
            },
          ]}
        />
        {editor.distance && (
          <SpaceBetween size="s">
            <Header variant="h3" description={t('distanceHint')}>
              {t('distanceTitle', { unit: editor.distanceUnit })}
            </Header>
            <MonthInputs yearEnd={year} grid={editor.distance} readOnly={locked} labelSuffix={editor.distanceUnit} />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}
