/** GET /api/uom/all: the unit catalogue, from which each type offers the units of its unit types (web/src/ui/units.ts). */
export { useUnits } from '../../../ui/units';
