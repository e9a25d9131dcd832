import { useTranslation } from 'react-i18next';
import { useConversions } from '../api/listConversions';
import { useUnits } from '../api/listUnits';
import { useUnitSystems } from '../api/listUnitSystems';
import { useUnitTypes } from '../api/listUnitTypes';
import { ns } from '../i18n';
import { localName } from '../labels';

/** The four catalogue lists and how each entry is named in the interface language. */
export function useUnitCatalogue() {
  const { i18n } = useTranslation(ns);
  const units = useUnits();
  const types = useUnitTypes();
  const systems = useUnitSystems();
  const conversions = useConversions();
  const lang = i18n.language;
  const unitById = new Map((units.data ?? []).map((u) => [u.id, u]));
  return {
    units,
    types,
    systems,
    conversions,
    unitLabel: (id: string) => {
      const u = unitById.get(id);
      return u ? `${u.symbol} · ${localName(u.names, lang)}` : id;
    },
    symbol: (id: string) => unitById.get(id)?.symbol ?? id,
    typeName: (id: string) => {
      const type = types.data?.find((x) => x.id === id);
      return type ? localName(type.names, lang) : id;
    },
    systemName: (id: string) => {
      const system = systems.data?.find((x) => x.id === id);
      return system ? localName(system.names, lang) : id;
    },
    name: (names: { en: string; hk: string; cn: string }) => localName(names, lang),
  };
}
