import type { AnswersByPage } from '../../catalogue/disclosure';
import type { EmissionsJson } from '../../calc/emissions/present';
import type { Language } from '../../schemas/common';
import type { EvidencedFigure } from '../files/evidencedFigures';
import type { RuleSet } from '../../vocabulary/ruleSets';
import type { PeriodRecord } from '../records';
import type { FatalityYear } from '../social/fatalities';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { MaterialityAssessment } from './materiality';
import type { ReportRestatement } from './restatement';

/** Everything one report is made of, loaded (data.ts) for one year, in one language. */
export interface ReportInputs {
  lang: Language;
  edition: 'draft' | 'final';
  company: { name: string; nameZh?: string };
  period: PeriodRecord;
  previous?: PeriodRecord;
  ruleSet: RuleSet;
  answers: AnswersByPage;
  previousAnswers: AnswersByPage;
  emissions: EmissionsJson;
  previousEmissions?: EmissionsJson;
  evidence: readonly EvidencedFigure[];
  fatalities: readonly FatalityYear[];
  materiality?: MaterialityAssessment;
  /** Part D's computed metrics (Scope 3 by category, targets' progress) under the 2025 rule set. */
  climate?: ClimateMetricsView;
  /** A restated year: why, when, and the figures as the version it replaced printed them (ADR 0118). */
  restatement?: ReportRestatement;
  /** The board's sign-off (docs/decisions/0113-board-sign-off.md): the date it was given, once every director approved. */
  boardApprovedOn?: string;
  /** The directors who approved it, by name, in the order the board committee page lists them. */
  boardApprovers?: readonly string[];
  generatedAt: string;
}
