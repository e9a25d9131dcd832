import { CLIMATE_TITLES_CN } from './titlesCn';

/**
 * Traditional Chinese (hk) titles of the Climate section (HKEX Part D) and its pages, worded as the
 * Exchange's Chinese Code words Part D. Their Simplified (cn) titles are generated from these
 * (titlesCn.ts, `npm run titles:cn`, ADR 0024), like the provision titles they sit beside.
 */
export const CLIMATE_TITLES_HK = {
  climate: '氣候',
  climate_governance: '氣候管治',
  climate_risks: '氣候風險及機遇',
  climate_resilience: '氣候韌性',
  climate_risk_management: '氣候風險管理',
  climate_metrics: '氣候指標及目標',
} as const;

/** A Climate title in the three languages. */
export const climateTitle = (key: keyof typeof CLIMATE_TITLES_HK, en: string) => ({
  en,
  hk: CLIMATE_TITLES_HK[key],
  cn: CLIMATE_TITLES_CN[key]!,
});
