import { methodFor } from '../../calc/emissions/methods';
import type { ActivityRow } from '../../calc/emissions/model';
import { loadUnits } from '../units/read';

type Names = { en: string; hk: string; cn: string };
const n = (en: string, hk: string, cn: string): Names => ({ en, hk, cn });

/** The fuels the Fuels and Vehicles pages offer (spec "GET /fuel-master"), as the calculation names them. */
const FUELS: { id: string; use: 'stationary' | 'vehicle'; names: Names; row: ActivityRow }[] = [];
const probe = { rowId: 'x', locationId: 'x', unit: 'x', months: [], auditId: 'x' };
const stationary: [string, Names][] = [
  ['diesel', n('Diesel', '柴油', '柴油')],
  ['lpg', n('Liquefied petroleum gas', '石油氣', '液化石油气')],
  ['kerosene', n('Kerosene', '火水', '煤油')],
  ['charcoal', n('Charcoal', '木炭', '木炭')],
  ['natural-gas', n('Natural gas', '天然氣', '天然气')],
  ['towngas', n('Towngas', '煤氣', '煤气')],
];
for (const [id, names] of stationary)
  FUELS.push({
    id,
    use: 'stationary',
    names,
    row: { ...probe, kind: 'fuel', fuel: id as Extract<ActivityRow, { kind: 'fuel' }>['fuel'] },
  });
const vehicle: [string, Names][] = [
  ['diesel', n('Diesel', '柴油', '柴油')],
  ['petrol', n('Petrol', '汽油', '汽油')],
  ['lpg', n('Liquefied petroleum gas', '石油氣', '液化石油气')],
];
for (const [id, names] of vehicle)
  FUELS.push({
    id,
    use: 'vehicle',
    names,
    row: { ...probe, kind: 'vehicle', fuel: id as 'diesel', vehicleType: 'passenger-car' },
  });

/** GET /api/fuel-master: each fuel with the unit types and catalogue units it may be entered in. */
export async function fuelMaster() {
  const { units } = await loadUnits();
  return FUELS.map(({ id, use, names, row }) => {
    const unitTypes = [...methodFor(row, 'AR5').activityTypes];
    return { id, use, names, unitTypes, units: units.filter((u) => unitTypes.includes(u.typeId)).map((u) => u.id) };
  });
}
