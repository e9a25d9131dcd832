import { REPORT_MESSAGES, type ReportMessageKey } from '@esg/core/domain/reports/messages';
import type { ReportBlock, ReportData } from '@esg/core/schemas/reports';

/**
 * The sentences Acme's complete FY2025 prints to explain the table or figure just before them, by the message each is
 * written from (docs/decisions/0044-report-word-edition.md): A1.2's Scope 3 coverage, the factors not yet published,
 * Part D's Scope 2 methods, its Scope 3 total, how to read the targets' progress, the path to the target.
 */
export const EXPLAINING = [
  'scope3InPartD',
  'factorProxies',
  'scope2Methods',
  'scope3TotalIncludes',
  'progressNote',
  'pathwayBehind',
] as const satisfies readonly ReportMessageKey[];

/** A message as a pattern of the text written from it: each `{param}` as any text, from the text's start. */
const shapeOf = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*?')}`);

type Paragraph = Extract<ReportBlock, { kind: 'p' }>;

/** Each explaining sentence of the report, in the order it prints them. */
export function explainingSentences(data: ReportData): Paragraph[] {
  const shapes = EXPLAINING.map((key) => shapeOf(REPORT_MESSAGES[data.lang][key]));
  return data.sections.flatMap((s) =>
    s.blocks.filter((b): b is Paragraph => b.kind === 'p' && shapes.some((shape) => shape.test(b.text))),
  );
}
