import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Conversion } from '../api/listConversions';
import { ns } from '../i18n';
import { fractionDecimal } from '../labels';
import { ConversionModal } from './ConversionModal';
import { SaveError } from '../../../ui/SaveError';
import type { useUnitCatalogue } from './useUnitCatalogue';

const keyOf = (c: Conversion) => `${c.from}→${c.to}`;

/** The exact factors between units; any path through them answers a conversion within a type. */
export function ConversionsTab({ catalogue }: { catalogue: ReturnType<typeof useUnitCatalogue> }) {
  const { t } = useTranslation(ns);
  const [selectedKey, setSelectedKey] = useState<string>();
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const all = catalogue.conversions.data ?? [];
  const { items, collectionProps } = useCollection(all, {
    sorting: { defaultState: { sortingColumn: { sortingField: 'from' } } },
  });
  const selected = all.find((c) => keyOf(c) === selectedKey);
  const typeOf = (id: string) => catalogue.units.data?.find((u) => u.id === id)?.typeId ?? '';

  return (
    <>
      <Table<Conversion>
        {...collectionProps}
        variant="borderless"
        items={items}
        trackBy={keyOf}
        loading={catalogue.conversions.isPending}
        loadingText={t('loading')}
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedKey(detail.selectedItems[0] && keyOf(detail.selectedItems[0]))}
        ariaLabels={{
          selectionGroupLabel: t('conversionsGroup'),
          itemSelectionLabel: (_, c) => t('selectConversion', { from: c.from, to: c.to }),
          allItemsSelectionLabel: () => t('conversionsGroup'),
        }}
        header={
          <Header
            counter={`(${all.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={!selected} onClick={() => setDialog('edit')}>
                  {t('editConversion')}
                </Button>
                <Button variant="primary" onClick={() => setDialog('add')}>
                  {t('addConversion')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('tabConversions')}
          </Header>
        }
        columnDefinitions={[
          {
            id: 'from',
            header: t('from'),
            sortingField: 'from',
            isRowHeader: true,
            cell: (c) => catalogue.unitLabel(c.from),
          },
          { id: 'to', header: t('to'), sortingField: 'to', cell: (c) => catalogue.unitLabel(c.to) },
          {
            id: 'factor',
            header: t('factor'),
            cell: (c) =>
              t('oneEquals', {
                from: catalogue.symbol(c.from),
                to: catalogue.symbol(c.to),
                factor: fractionDecimal(c.numerator, c.denominator),
              }),
          },
          { id: 'type', header: t('type'), cell: (c) => catalogue.typeName(typeOf(c.from)) },
          { id: 'source', header: t('source'), cell: (c) => c.source },
        ]}
        empty={
          <Box textAlign="center">
            {catalogue.conversions.isError ? <SaveError error={catalogue.conversions.error} /> : t('noConversions')}
          </Box>
        }
      />
      {dialog === 'add' && <ConversionModal catalogue={catalogue} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && (
        <ConversionModal conversion={selected} catalogue={catalogue} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
