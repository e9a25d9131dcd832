import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Unit } from '../api/listUnits';
import { ns } from '../i18n';
import { SaveError } from '../../../ui/SaveError';
import { UnitModal } from './UnitModal';
import { typeOptions } from './unitOptions';
import type { useUnitCatalogue } from './useUnitCatalogue';

/** Every unit, filtered by type and text; a platform administrator adds and edits them. */
export function UnitsTab({ catalogue }: { catalogue: ReturnType<typeof useUnitCatalogue> }) {
  const { t } = useTranslation(ns);
  const [typeId, setTypeId] = useState('');
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const all = catalogue.units.data ?? [];
  const { items, collectionProps, filterProps } = useCollection(
    all.filter((u) => !typeId || u.typeId === typeId),
    {
      filtering: {
        noMatch: t('noMatches'),
        empty: t('noUnits'),
        filteringFunction: (u, text) =>
          [u.id, u.symbol, u.names.en, u.names.hk, u.names.cn].some((s) =>
            s.toLowerCase().includes(text.toLowerCase()),
          ),
      },
      sorting: { defaultState: { sortingColumn: { sortingField: 'typeId' } } },
    },
  );
  const selected = all.find((u) => u.id === selectedId);
  const types = [{ value: '', label: t('allTypes') }, ...typeOptions(catalogue)];

  return (
    <>
      <Table<Unit>
        {...collectionProps}
        variant="borderless"
        items={items}
        trackBy="id"
        loading={catalogue.units.isPending}
        loadingText={t('loading')}
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
        ariaLabels={{
          selectionGroupLabel: t('unitsGroup'),
          itemSelectionLabel: (_, u) => t('select', { name: u.id }),
          allItemsSelectionLabel: () => t('unitsGroup'),
        }}
        header={
          <Header
            counter={`(${items.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={!selected} onClick={() => setDialog('edit')}>
                  {t('editUnit')}
                </Button>
                <Button variant="primary" onClick={() => setDialog('add')}>
                  {t('addUnit')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('tabUnits')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <TextFilter
              {...filterProps}
              filteringPlaceholder={t('findUnits')}
              filteringAriaLabel={t('findUnitsLabel')}
            />
            <Select
              ariaLabel={t('filterType')}
              options={types}
              selectedOption={types.find((o) => o.value === typeId) ?? types[0]!}
              onChange={({ detail }) => setTypeId(detail.selectedOption.value ?? '')}
            />
          </SpaceBetween>
        }
        columnDefinitions={[
          { id: 'id', header: t('id'), sortingField: 'id', isRowHeader: true, cell: (u) => u.id },
          { id: 'symbol', header: t('symbol'), sortingField: 'symbol', cell: (u) => u.symbol },
          { id: 'name', header: t('name'), cell: (u) => catalogue.name(u.names) },
          { id: 'type', header: t('type'), sortingField: 'typeId', cell: (u) => catalogue.typeName(u.typeId) },
          {
            id: 'system',
            header: t('system'),
            sortingField: 'systemId',
            cell: (u) => catalogue.systemName(u.systemId),
          },
        ]}
        empty={
          <Box textAlign="center">
            {catalogue.units.isError ? <SaveError error={catalogue.units.error} /> : collectionProps.empty}
          </Box>
        }
      />
      {dialog === 'add' && <UnitModal catalogue={catalogue} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && (
        <UnitModal unit={selected} catalogue={catalogue} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
