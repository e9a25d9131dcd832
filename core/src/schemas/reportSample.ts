import type { ReportBlock, ReportData } from './reports';

/** A one-section English draft holding `blocks`: the smallest report a renderer takes (tests of the editions). */
export const oneSectionReport = (blocks: ReportBlock[]): ReportData => ({
  lang: 'en',
  edition: 'draft',
  company: 'Acme Holdings Ltd',
  title: 'Environmental, Social and Governance Report',
  period: '01-01-2025 – 31-12-2025',
  cover: [],
  header: 'Acme Holdings Ltd',
  footer: '',
  pageNumber: 'Page {page} of {pages}',
  sections: [{ id: 'env-a1', level: 2, heading: '3.1 A1 Emissions', provisions: [], blocks }],
});
