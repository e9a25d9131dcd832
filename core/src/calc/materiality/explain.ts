import type { ExplainChoice } from '../../catalogue/page';
import { dateInText, hongKongDate } from '../../lib/dates';
import type { Language } from '../../schemas/common';
import type { MatrixView } from '../../schemas/questionnaire';

/**
 * A comply-or-explain provision whose aspect the board judged not material is offered
 * the explanation "not material per the board's materiality assessment of <date>" (ADR 0042). Pure:
 * the web's comply card and any other reader use the same rule.
 */

/** Part D provision codes by prefix → the default topic of their pillar (topics.ts). */
const PILLAR_OF: readonly [prefix: string, topic: string][] = [
  ['D-GOV', 'D-GOV'],
  ['D-STR', 'D-STR'],
  ['D-RM', 'D-RISK'],
  ['D-MT', 'D-MET'],
];

/**
 * The default materiality topic a provision belongs to: its HKEX aspect (A1.2 → A1, B1-GD → B1) or
 * its Part D pillar (D-STR-RO → D-STR, D-RM → D-RISK, D-MT-GHG1 → D-MET); null for the rest (MDRs).
 */
export function topicOfProvision(code: string): string | null {
  const aspect = /^([AB]\d)(?:[.-]|$)/.exec(code);
  if (aspect) return aspect[1]!;
  return PILLAR_OF.find(([prefix]) => code === prefix || code.startsWith(`${prefix}-`))?.[1] ?? null;
}

const REASON: Record<Language, (date: string) => string> = {
  en: (date) => `Not material per the board's materiality assessment of ${date}.`,
  hk: (date) => `根據董事會於${date}的重要性評估，此議題並不重要。`,
  cn: (date) => `根据董事会于${date}的重要性评估，此议题并不重要。`,
};

/**
 * The explanation's text in a language: the assessment's date as the language writes it inside text (ADR 0043
 * amended) — 09-03-2026 in English, 2026年3月9日 in Chinese, as the report prints every other date.
 */
export const notMaterialReason = (language: Language, assessedOn: string) =>
  REASON[language](dateInText(assessedOn, language));

/** One provision of a page that may be explained as not material: where its choice and reason go. */
export interface NotMaterialOffer extends ExplainChoice {
  topic: string;
  /** The day of the board's last submitted answer (YYYY-MM-DD): the date of the assessment. */
  assessedOn: string;
}

/**
 * The page's provisions whose topic the board scored and found below the threshold. A topic nobody
 * scored is not judged at all (no offer); a renamed default topic keeps its aspect; topics the company
 * added stand for no provision.
 */
export function notMaterialOffers(view: MatrixView, explains: readonly ExplainChoice[]): NotMaterialOffer[] {
  if (!view.lastAnswer) return [];
  // The day of the last answer in Hong Kong, where the board met (an answer at 07:30 there is not the day before).
  const assessedOn = hongKongDate(new Date(view.lastAnswer));
  const notMaterial = new Set(
    view.points.filter((p) => p.aspect && p.answers > 0 && !p.material).map((p) => p.aspect!),
  );
  return explains.flatMap((e) => {
    const topic = topicOfProvision(e.provision);
    return topic && notMaterial.has(topic) ? [{ ...e, topic, assessedOn }] : [];
  });
}
