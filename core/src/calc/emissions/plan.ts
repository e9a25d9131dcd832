import { chainCache, type Chain } from './chain';
import { REPORT_UNIT } from './measures';
import { methodFor, methodKey, withOwnFactor, type LineSpec, type Method } from './methods';
import type { ActivityRow, CalculationSettings } from './model';
import type { Ports } from './ports';

/**
 * Methods and chains for one calculation. Rows repeat a few dozen methods (every CLP account in
 * kWh), so a method is built once per distinct kind of row and a chain once per (line, unit);
 * building them per row was a quarter of a recalculation.
 */
export function planner(settings: CalculationSettings, ports: Ports) {
  const cache = chainCache(ports, settings.year);
  const methods = new Map<string, Method>();
  const chains = new Map<LineSpec, Map<string | undefined, Chain>>();
  return {
    method(row: ActivityRow): Method {
      const key = methodKey(row);
      let m = methods.get(key);
      if (!m) methods.set(key, (m = withOwnFactor(methodFor(row, settings.gwpSet), row.factorId)));
      return m;
    },
    chain(spec: LineSpec, from: string | undefined, readAs?: { unit: string; note: string }): Chain {
      let bySpec = chains.get(spec);
      if (!bySpec) chains.set(spec, (bySpec = new Map()));
      let chain = bySpec.get(from);
      if (!chain) {
        const { factors, billingUnit, gwpSet } = spec;
        const to = REPORT_UNIT[spec.measure];
        chain = cache.chain({ from, factors, billingUnit, to, gwpSet, ...(readAs ? { readAs } : {}) });
        bySpec.set(from, chain);
      }
      return chain;
    },
    price: cache.price,
  };
}
