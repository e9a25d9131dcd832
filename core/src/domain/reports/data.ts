import { keys } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { NotFound } from '../../errors';
import type { ReportData } from '../../schemas/reports';
import { companyInformation } from '../../catalogue/pages/background/companyInformation';
import type { PageDataRecord } from '../pageData/records';
import type { PeriodRecord, TenantRecord } from '../records';

/** The months of a reporting period, as chart categories ("2025-01"). */
function months(start: string): string[] {
  const first = new Date(`${start}T00:00:00Z`);
  return Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
  );
}

/**
 * Illustrative monthly values until the environmental pages store real ones (issue 7 replaces
 * this with the year's emissions). Deterministic, so the same year prints the same chart.
 */
const sample = (base: number, swing: number) =>
  Array.from({ length: 12 }, (_, i) => Math.round((base + swing * Math.sin((i / 12) * 2 * Math.PI)) * 10) / 10);

/** Loads everything the report page needs for one reporting year of one company. */
export async function loadReportData(tenantId: string, yearEnd: string): Promise<ReportData> {
  const [tenant, period, info] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(tenantId)),
    getItem<PeriodRecord>(keys.period(tenantId, yearEnd)),
    getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, companyInformation.key)),
  ]);
  if (!tenant || !period) throw NotFound();
  // The name the year's Company information page gives (issue 13: one source), else the registered one.
  const given = (id: string) => {
    const v = info?.values[id];
    return typeof v === 'string' && v.trim() ? v.trim() : undefined;
  };
  const name = given('nameEn') ?? tenant.name;
  const nameZh = given('nameZh') ?? tenant.nameZh ?? name;
  return {
    company: { name, nameZh: given('nameZh') ?? tenant.nameZh },
    yearEnd,
    periodStart: period.startDate,
    periodEnd: period.endDate,
    generatedAt: new Date().toISOString(),
    title: { en: 'Environmental, Social and Governance Report', zh: '環境、社會及管治報告' },
    sections: [
      {
        heading: { en: 'About this report', zh: '關於本報告' },
        body: {
          en: `This report presents the environmental, social and governance performance of ${name} for the reporting year ended ${yearEnd}, prepared in accordance with the HKEX ESG Reporting Code.`,
          zh: `本報告根據香港交易所《環境、社會及管治報告守則》編製，呈列${nameZh}截至${yearEnd}止報告年度的環境、社會及管治表現。`,
        },
      },
      {
        heading: { en: 'Greenhouse gas emissions', zh: '溫室氣體排放' },
        body: {
          en: 'The chart shows illustrative monthly Scope 1 and Scope 2 emissions for the reporting year.',
          zh: '下圖顯示報告年度內範圍一及範圍二的每月排放量（示例數據）。',
        },
      },
    ],
    chart: {
      title: { en: 'Monthly GHG emissions (sample data)', zh: '每月溫室氣體排放（示例數據）' },
      unit: 'tCO2e',
      categories: months(period.startDate),
      series: [
        { name: { en: 'Scope 1', zh: '範圍一' }, values: sample(42, 8) },
        { name: { en: 'Scope 2', zh: '範圍二' }, values: sample(118, 20) },
      ],
    },
  };
}
