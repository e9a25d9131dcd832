import { useState } from 'react';
import { shortColumn } from '../../../ui/shortColumn';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Unit } from '../api/listUnits';
import { ns } from '../i18n';
import { CollectionTable } from '../../../ui/CollectionTable';
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
  const selected = all.find((u) => u.id === selectedId);
  const types = [{ value: '', label: t('allTypes') }, ...typeOptions(catalogue)];

  return (
    <>
      <CollectionTable<Unit>
        variant="borderless"
        items={catalogue.units.data?.filter((u) => !typeId || u.typeId === typeId)}
        loading={catalogue.units.isPending}
        error={catalogue.units.error}
        trackBy="id"
        sortBy={{ field: 'typeId' }}
        selection={{
          selected,
          onChange: (u) => setSelectedId(u?.id),
          itemLabel: (u) => t('select', { name: u.id }),
          groupLabel: t('unitsGroup'),
        }}
        title={t('tabUnits')}
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
        empty={t('noUnits')}
        search={{
          match: (u, text) =>
            [u.id, u.symbol, u.names.en, u.names.hk, u.names.cn].some((s) => s.toLowerCase().includes(text)),
          placeholder: t('findUnits'),
          label: t('findUnitsLabel'),
          noMatch: t('noMatches'),
        }}
        filters={
          <Select
            ariaLabel={t('filterType')}
            options={types}
            selectedOption={types.find((o) => o.value === typeId) ?? types[0]!}
            onChange={({ detail }) => setTypeId(detail.selectedOption.value ?? '')}
          />
        }
        columns={[
          { id: 'id', header: t('id'), sortingField: 'id', isRowHeader: true, cell: (u) => u.id },
          { id: 'symbol', header: t('symbol'), sortingField: 'symbol', cell: (u) => u.symbol },
          shortColumn({ id: 'name', header: t('name'), cell: (u) => catalogue.name(u.names) }, 'words'),
          shortColumn(
            { id: 'type', header: t('type'), sortingField: 'typeId', cell: (u) => catalogue.typeName(u.typeId) },
            'words',
          ),
          {
            id: 'system',
            header: t('system'),
            sortingField: 'systemId',
            cell: (u) => catalogue.systemName(u.systemId),
          },
        ]}
      />
      {dialog === 'add' && <UnitModal catalogue={catalogue} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && (
        <UnitModal unit={selected} catalogue={catalogue} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
