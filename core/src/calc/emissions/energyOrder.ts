/**
 * Energy types in the order every table and chart lists them (the report's A2.1, the dashboard's energy chart), then
 * any other by name: the lines arrive in the order their rows were read, which is no order a reader should see.
 */
const ENERGY_TYPE_ORDER = ['electricity', 'towngas', 'diesel', 'petrol', 'lpg'];
const rank = (type: string) => {
  const i = ENERGY_TYPE_ORDER.indexOf(type);
  return i < 0 ? ENERGY_TYPE_ORDER.length : i;
};
export const byEnergyType = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
