import { describe, expect, it } from 'vitest';
import type { ReportData } from '@esg/core/schemas/reports';
import { pageMarginCss, pageMarginText } from './pageMargins';

const data = (over: Partial<ReportData>): ReportData => ({
  lang: 'hk',
  edition: 'draft',
  company: '極致控股有限公司',
  title: '環境、社會及管治報告',
  period: '',
  cover: [],
  header: '極致控股有限公司 · 環境、社會及管治報告 · 2025 財年',
  footer: '01-01-2025 – 31-12-2025',
  pageNumber: '第 {page} 頁，共 {pages} 頁',
  sections: [],
  ...over,
});

/** ADR 0074: the running header and footer are the page's own margin boxes, in its fonts and language. */
describe('the report’s running header and footer', () => {
  it('draw the header, the period and the page number in the report’s language and its Noto fonts', () => {
    const css = pageMarginCss(data({}));
    expect(css).toContain('@top-left { content: "極致控股有限公司 · 環境、社會及管治報告 · 2025 財年";');
    expect(css).toContain('content: "第 " counter(page) " 頁，共 " counter(pages) " 頁";');
    expect(css).toContain("font-family: 'Noto Sans', 'Noto Sans TC', 'Noto Sans SC'");
    expect(pageMarginCss(data({ lang: 'cn' }))).toContain("font-family: 'Noto Sans', 'Noto Sans SC';");
  });

  it('keep an entered name with quotes or backslashes inside its string (no rule can be ended from data)', () => {
    const css = pageMarginCss(data({ header: 'A "B" \\ } @page { x', footer: undefined }));
    expect(css).toContain('content: "A \\"B\\" \\\\ } @page { x";');
    expect(css).not.toContain('@bottom-left');
  });

  it('name every glyph the boxes draw, digits included, so the page loads them before printing', () => {
    expect(pageMarginText(data({}))).toMatch(/極致.*01-01-2025.*第 0123456789 頁/);
  });
});
