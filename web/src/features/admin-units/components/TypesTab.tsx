import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { UnitType } from '../api/listUnitTypes';
import { ns } from '../i18n';
import { SaveError } from '../../../ui/SaveError';
import { TypeModal } from './TypeModal';
import type { useUnitCatalogue } from './useUnitCatalogue';

/** Unit types (energy, volume, mass, …), each with the unit its totals are kept in. */
export function TypesTab({ catalogue }: { catalogue: ReturnType<typeof useUnitCatalogue> }) {
  const { t } = useTranslation(ns);
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const types = catalogue.types.data ?? [];
  const selected = types.find((x) => x.id === selectedId);
  const count = (id: string) => (catalogue.units.data ?? []).filter((u) => u.typeId === id).length;

  return (
    <>
      <Table<UnitType>
        variant="borderless"
        items={types}
        trackBy="id"
        loading={catalogue.types.isPending}
        loadingText={t('loading')}
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
        ariaLabels={{
          selectionGroupLabel: t('typesGroup'),
          itemSelectionLabel: (_, x) => t('select', { name: x.id }),
          allItemsSelectionLabel: () => t('typesGroup'),
        }}
        header={
          <Header
            counter={`(${types.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={!selected} onClick={() => setDialog('edit')}>
                  {t('editType')}
                </Button>
                <Button variant="primary" onClick={() => setDialog('add')}>
                  {t('addType')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('tabTypes')}
          </Header>
        }
        columnDefinitions={[
          { id: 'id', header: t('id'), isRowHeader: true, cell: (x) => x.id },
          { id: 'name', header: t('name'), cell: (x) => catalogue.name(x.names) },
          { id: 'base', header: t('baseUnit'), cell: (x) => catalogue.unitLabel(x.baseUnitId) },
          { id: 'units', header: t('tabUnits'), cell: (x) => count(x.id) },
        ]}
        empty={
          <Box textAlign="center">
            {catalogue.types.isError ? <SaveError error={catalogue.types.error} /> : t('noTypes')}
          </Box>
        }
      />
      {dialog === 'add' && <TypeModal catalogue={catalogue} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && (
        <TypeModal type={selected} catalogue={catalogue} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
