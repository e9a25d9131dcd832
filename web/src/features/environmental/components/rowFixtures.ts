import { adminRoutes } from '@esg/core/contract/admin';
import { environmentalRoutes } from '@esg/core/contract/environmental';
import type { ResourceList, ResourceRow } from '../api/listResourceRows';
import { fakeApi } from '../../../test/fakeApi';

/** An electricity row of Acme's open year and the catalogue its dialogs read (component tests). */
export const YEAR = '2025-12-31';
export const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';

export const electricityRow: ResourceRow = {
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  type: 'electricity',
  yearEnd: YEAR,
  locationId: 'hq',
  unit: 'kWh',
  months: Array<string>(12).fill(''),
  attributes: { supplier: 'clp', account: 'E-100' },
  version: 3,
  auditId: 'a1',
  updatedAt: '2025-06-01T00:00:00Z',
  total: '0',
  lastYearTotal: null,
};

/** 100 MWh of renewable energy certificates of 2025: a contractual instrument of an electricity row (ADR 0123). */
export const CERTIFICATES = {
  kind: 'certificate',
  mwh: '100',
  rate: { value: '0', unit: 'kgCO2e/MWh' },
  vintage: 2025,
  reference: 'HKE RE certificates HKE-RE-2025-0412 to 0511',
};

export const rowList = (rows: ResourceRow[]): ResourceList => ({
  type: 'electricity',
  yearEnd: YEAR,
  locked: false,
  periodMonths: [],
  locations: [{ id: 'hq', name: 'Head office' }],
  rows,
  totals: [],
});

/** The unit catalogue (kWh, MWh) and an empty fuel master: enough for electricity's dialogs. */
export function answerCatalogues(): void {
  const names = (n: string) => ({ en: n, hk: n, cn: n });
  fakeApi.on(adminRoutes.listUnits, () => [
    { id: 'kWh', symbol: 'kWh', names: names('kilowatt-hour'), typeId: 'energy', systemId: 'si', version: 1 },
    { id: 'MWh', symbol: 'MWh', names: names('megawatt-hour'), typeId: 'energy', systemId: 'si', version: 1 },
  ]);
  fakeApi.on(environmentalRoutes.fuelMaster, () => []);
}
