import { useState } from 'react';
import { shortColumn } from '../../../ui/shortColumn';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UnitType } from '../api/listUnitTypes';
import { ns } from '../i18n';
import { CollectionTable } from '../../../ui/CollectionTable';
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
      <CollectionTable<UnitType>
        variant="borderless"
        items={catalogue.types.data}
        loading={catalogue.types.isPending}
        error={catalogue.types.error}
        trackBy="id"
        selection={{
          selected,
          onChange: (x) => setSelectedId(x?.id),
          itemLabel: (x) => t('select', { name: x.id }),
          groupLabel: t('typesGroup'),
        }}
        title={t('tabTypes')}
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
        empty={t('noTypes')}
        columns={[
          { id: 'id', header: t('id'), isRowHeader: true, cell: (x) => x.id },
          shortColumn({ id: 'name', header: t('name'), cell: (x) => catalogue.name(x.names) }, 'words'),
          { id: 'base', header: t('baseUnit'), cell: (x) => catalogue.unitLabel(x.baseUnitId) },
          { id: 'units', header: t('tabUnits'), cell: (x) => count(x.id) },
        ]}
      />
      {dialog === 'add' && <TypeModal catalogue={catalogue} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && (
        <TypeModal type={selected} catalogue={catalogue} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
