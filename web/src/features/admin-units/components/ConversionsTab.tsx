import { useState } from 'react';
import { shortColumn } from '../../../ui/shortColumn';
import { EXACT_SOURCE } from '@esg/core/calc/units';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Conversion } from '../api/listConversions';
import { ns } from '../i18n';
import { fractionDecimal } from '../labels';
import { ConversionModal } from './ConversionModal';
import { CollectionTable } from '../../../ui/CollectionTable';
import type { useUnitCatalogue } from './useUnitCatalogue';

const keyOf = (c: Conversion) => `${c.from}→${c.to}`;

/** The exact factors between units; any path through them answers a conversion within a type. */
export function ConversionsTab({ catalogue }: { catalogue: ReturnType<typeof useUnitCatalogue> }) {
  const { t } = useTranslation(ns);
  const [selectedKey, setSelectedKey] = useState<string>();
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const all = catalogue.conversions.data ?? [];
  const selected = all.find((c) => keyOf(c) === selectedKey);
  const typeOf = (id: string) => catalogue.units.data?.find((u) => u.id === id)?.typeId ?? '';

  return (
    <>
      <CollectionTable<Conversion>
        variant="borderless"
        items={catalogue.conversions.data}
        loading={catalogue.conversions.isPending}
        error={catalogue.conversions.error}
        trackBy={keyOf}
        sortBy={{ field: 'from' }}
        selection={{
          selected,
          onChange: (c) => setSelectedKey(c && keyOf(c)),
          itemLabel: (c) => t('selectConversion', { from: c.from, to: c.to }),
          groupLabel: t('conversionsGroup'),
        }}
        title={t('tabConversions')}
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
        empty={t('noConversions')}
        columns={[
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
          shortColumn({ id: 'type', header: t('type'), cell: (c) => catalogue.typeName(typeOf(c.from)) }, 'words'),
          {
            id: 'source',
            header: t('source'),
            // The source as published; the reference data's confidence, where it states one, in the reader's words.
            cell: (c) => (
              <>
                {c.source === EXACT_SOURCE ? t('sourceExact') : c.source}
                {c.confidence && (
                  <Box variant="small" display="block">
                    {t(`confidence_${c.confidence}`)}
                  </Box>
                )}
              </>
            ),
          },
        ]}
      />
      {dialog === 'add' && <ConversionModal catalogue={catalogue} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && (
        <ConversionModal conversion={selected} catalogue={catalogue} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
