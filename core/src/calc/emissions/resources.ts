import type { Line } from './line';
import { POLLUTANTS, REPORT_UNIT, type Measure } from './measures';
import { Tally, TallyMap, type Figure } from './tally';
import { byEnergyType } from './energyOrder';

/** The non-GHG KPIs: A1.1 pollutants, A2.1 energy by type, A2.2 water, A1.3/A1.4 waste, A2.5 packaging. */
export interface ResourceTotals {
  pollutants: Record<(typeof POLLUTANTS)[number], Figure>;
  energy: { total: Figure; byType: Map<string, Figure> };
  water: Figure;
  hazardousWaste: Figure;
  nonHazardousWaste: Figure;
  packaging: Figure;
}

export function resourceTotals(lines: readonly Line[]): ResourceTotals {
  const tally = (measure: Exclude<Measure, 'ghg' | 'removal'>) => new Tally(REPORT_UNIT[measure], { measure });
  const t = {
    nox: tally('nox'),
    sox: tally('sox'),
    pm: tally('pm'),
    energy: tally('energy'),
    water: tally('water'),
    hazardousWaste: tally('hazardousWaste'),
    nonHazardousWaste: tally('nonHazardousWaste'),
    packaging: tally('packaging'),
  };
  const energyTypes = new TallyMap<string>(REPORT_UNIT.energy, (energyType) => ({ measure: 'energy', energyType }));
  for (const line of lines) {
    const measure = line.spec.measure;
    if (measure === 'ghg' || measure === 'removal') continue;
    t[measure].add(line);
    if (measure === 'energy' && line.spec.energyType) energyTypes.at(line.spec.energyType).add(line);
  }
  return {
    pollutants: { nox: t.nox.figure(), sox: t.sox.figure(), pm: t.pm.figure() },
    energy: {
      total: t.energy.figure(),
      byType: new Map([...energyTypes.figures()].sort(([a], [b]) => byEnergyType(a, b))),
    },
    water: t.water.figure(),
    hazardousWaste: t.hazardousWaste.figure(),
    nonHazardousWaste: t.nonHazardousWaste.figure(),
    packaging: t.packaging.figure(),
  };
}
