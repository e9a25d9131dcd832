import { comply, workforceAnswers, type Figures } from './social';
import type { Site } from './pages';

/**
 * Acme FY2024 (printed): the Social figures a later year reads back — the workforce (B1's charts, B2.1's rate) and
 * the safety record (B2.1's three-year table, ADR 0069) — so FY2025's report has no "not entered" year.
 * The year ends where FY2025 begins (./social.ts); the years before it are the ones typed once on the first
 * reporting year's page. Pure data: ../seedResources.ts writes it with the year's other rows, before the freeze.
 */
const WORKFORCE_2024: Record<string, Figures> = {
  Total: ['112', '118', '24', '18'],
  Male: ['61', '64', '12', '9'],
  Female: ['51', '54', '12', '9'],
  FullTime: ['99', '104', '18', '13'],
  PartTime: ['7', '8', '4', '3'],
  Contract: ['6', '6', '2', '2'],
  Under30: ['20', '22', '11', '9'],
  Age30to50: ['65', '68', '10', '7'],
  Over50: ['27', '28', '3', '2'],
  SeniorManagement: ['9', '9', '1', '1'],
  MiddleManagement: ['26', '27', '4', '3'],
  GeneralStaff: ['77', '82', '19', '14'],
};

/**
 * By location: the same totals, each site's year end its FY2025 year begin; ./resources.ts enters them as the sites'
 * headcount denominators. Not saved as the Employment page's regions: a region names its location as the year's
 * boundary does, which the printed year has not (../seedResources.ts), so a Chinese edition would print it in English.
 */
export const WORKFORCE_BY_SITE_2024: Record<Site, Figures> = {
  hq: ['82', '84', '12', '10'],
  shop: ['12', '14', '6', '4'],
  warehouse: ['18', '20', '6', '4'],
};

/** The printed year's Employment and Health and safety answers. */
export function lastYearPages(): Record<string, Record<string, unknown>> {
  return {
    employment: { ...workforceAnswers(WORKFORCE_2024), ...comply(['b1_gd', 'b1_1', 'b1_2']) },
    health_safety: {
      fatalities: '0',
      earlierYears: [
        { yearEnd: '2022-12-31', fatalities: '0', workforce: '109' },
        { yearEnd: '2023-12-31', fatalities: '0', workforce: '112' },
      ],
      lostDays: '41',
      // Both languages (ADR 0096), as the open year's narratives.
      measures: {
        en: 'Every new joiner completes a half-day safety induction, and warehouse staff are trained in manual handling and forklift operation before starting work. Our safety officers inspect each site quarterly and near misses are reviewed at the monthly operations meeting.',
        hk: '每名新入職員工均須完成半天的安全入職培訓，倉庫員工在上崗前須接受體力處理操作及叉車操作訓練。安全主任每季巡查各工作地點，險生意外於每月營運會議上檢討。',
      },
      ...comply(['b2_gd', 'b2_1', 'b2_2', 'b2_3']),
    },
  };
}
