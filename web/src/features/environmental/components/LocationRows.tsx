import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { formatNumber } from '../../../i18n/format';
import type { ResourceRow } from '../api/listResourceRows';
import { useUnits } from '../../../ui/units';
import { ns } from '../i18n';
import { unitLabel } from '../../../ui/units';
import type { LocationGroup } from '../locations';
import { Quantity } from './Quantity';
import { shortColumn } from '../../../ui/shortColumn';
import './locationRows.css';

interface Props {
  group: LocationGroup;
  locationName: string;
  rowName: (row: ResourceRow) => string;
  locked: boolean;
  onAdd: () => void;
  onMonths: (row: ResourceRow) => void;
  onEdit: (row: ResourceRow) => void;
  onRemove: (row: ResourceRow) => void;
}

/** One location's rows: what each is, its unit, its year total and last year's total beside it. */
export function LocationRows({ group, locationName, rowName, locked, onAdd, onMonths, onEdit, onRemove }: Props) {
  const { t, i18n } = useTranslation(ns);
  const units = useUnits();
  // The unit, the totals and their headers kept whole, the row's header wide enough, beside the row's long name (never
  // 單 / 位, 全年總 / 計, 數據 / 行, "3.5 / kg").
  const columns: TableProps.ColumnDefinition<ResourceRow>[] = [
    { id: 'row', header: t('colRow'), minWidth: 120, cell: (r) => rowName(r), isRowHeader: true },
    shortColumn<ResourceRow>(
      {
        id: 'unit',
        header: t('colUnit'),
        cell: (r) => (units.data ? unitLabel(r.unit, units.data, i18n.language) : ''),
      },
      'words',
    ),
    shortColumn<ResourceRow>({
      id: 'total',
      header: t('colTotal'),
      cell: (r) => (
        <>
          <Quantity value={r.total} unit={r.unit} />
          {r.flight && (
            <Box variant="small" display="block">
              {/* Its two figures on two lines where the column is narrow, each whole. */}
              <span className="esg-flight">
                <span>{t('flightKm', { km: formatNumber(r.flight.distanceKm, i18n.language, 0) })} ·</span>{' '}
                <span>
                  <Quantity value={r.flight.passengerKm} unit="pkm" />
                </span>
              </span>
            </Box>
          )}
        </>
      ),
    }),
    shortColumn<ResourceRow>({
      id: 'lastYear',
      header: t('colLastYear'),
      cell: (r) => (r.lastYearTotal ? <Quantity value={r.lastYearTotal.value} unit={r.lastYearTotal.unit} /> : '–'),
    }),
    shortColumn<ResourceRow>({
      id: 'actions',
      header: t('colActions'),
      // Three inline links side by side on one line, never a word broken: as wide as they are in the reader's
      // language (a fixed 300 px, the English width, hid last year's total under them in Chinese at 1366 px).
      cell: (r) => (
        <div className="esg-row-actions">
          <Button variant="inline-link" ariaLabel={t('monthlyOf', { row: rowName(r) })} onClick={() => onMonths(r)}>
            {t('monthly')}
          </Button>
          {/* Printed rows stay as printed; a row outside the boundary could not be saved (remove it instead). */}
          {!locked && group.inBoundary && (
            <Button variant="inline-link" ariaLabel={t('editOf', { row: rowName(r) })} onClick={() => onEdit(r)}>
              {t('edit')}
            </Button>
          )}
          {!locked && (
            <Button variant="inline-link" ariaLabel={t('removeOf', { row: rowName(r) })} onClick={() => onRemove(r)}>
              {t('remove')}
            </Button>
          )}
        </div>
      ),
    }),
  ];
  return (
    <Table
      data-testid={`location-${group.id}`}
      variant="container"
      // Narrow screens (1280 px with the tutorial open): texts wrap, and if the table still scrolls
      // sideways its actions stay in view.
      wrapLines
      stickyColumns={{ first: 0, last: 1 }}
      columnDefinitions={columns}
      items={group.rows}
      trackBy="id"
      ariaLabels={{ tableLabel: t('rowsOf', { location: locationName }) }}
      header={
        <Header
          variant="h2"
          counter={`(${group.rows.length})`}
          description={group.inBoundary ? undefined : t('outsideBoundary')}
          actions={
            !locked && group.inBoundary ? (
              <Button onClick={onAdd} ariaLabel={t('addRowFor', { location: locationName })}>
                {t('addRow')}
              </Button>
            ) : undefined
          }
        >
          {locationName}
        </Header>
      }
      empty={<Box textAlign="center">{t('noRows')}</Box>}
    />
  );
}
