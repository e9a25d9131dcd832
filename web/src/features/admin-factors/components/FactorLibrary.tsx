import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFactors } from '../api/listFactors';
import { ns } from '../i18n';
import { FactorModal } from './FactorModal';
import { FactorsTable } from './FactorsTable';
import { RetireDialog } from './RetireDialog';
import { RevisionsTable } from './RevisionsTable';
import { YearLookup } from './YearLookup';

/** The library, the selected factor's revisions and its value for a year. */
export function FactorLibrary() {
  const { t } = useTranslation(ns);
  const factors = useFactors();
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<'add' | 'edit' | 'retire' | null>(null);
  const selected = factors.data?.find((f) => f.id === selectedId);
  return (
    <SpaceBetween size="l">
      <FactorsTable
        factors={factors.data ?? []}
        loading={factors.isPending}
        error={factors.error}
        selected={selected}
        onSelect={setSelectedId}
        onAdd={() => setDialog('add')}
        onEdit={() => setDialog('edit')}
        onRetire={() => setDialog('retire')}
      />
      {selected ? (
        <>
          <RevisionsTable factor={selected} />
          <YearLookup key={selected.id} factorId={selected.id} />
        </>
      ) : (
        <Box color="text-body-secondary">{t('chooseFactor')}</Box>
      )}
      {dialog === 'add' && <FactorModal onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && <FactorModal factor={selected} onClose={() => setDialog(null)} />}
      {dialog === 'retire' && selected && <RetireDialog factor={selected} onClose={() => setDialog(null)} />}
    </SpaceBetween>
  );
}
