/**
 * The seam for the materiality assessment (issue 15, the board questionnaire and the materiality
 * matrix, is built separately). Once a year has an assessment, `loadMateriality` returns it and
 * About this report › Materiality prints its method and results; until then it returns nothing and
 * the report says plainly that no materiality assessment was carried out (never sample data).
 */
export interface MaterialityAssessment {
  /** The method text: how topics were identified, who scored them, the criteria. */
  method: string;
  /** Each topic with its importance to the company and to stakeholders (questionnaire scale 1–10). */
  topics: { name: string; company: number; stakeholders: number }[];
}

export async function loadMateriality(_tenantId: string, _yearEnd: string): Promise<MaterialityAssessment | undefined> {
  return undefined;
}
