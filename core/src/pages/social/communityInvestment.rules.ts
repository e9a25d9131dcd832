import type { CatalogueIssue } from '../../catalogue/issues';
import { messageText } from '../../catalogue/messages';
import type { PagePayload, YesNoValue } from '../../catalogue/values';

const QUESTIONS = ['anyContribution', 'anyCharitableActivity'] as const;
const saidYes = (values: PagePayload, id: string) => (values[id] as YesNoValue | undefined)?.answer === 1;

/**
 * The spec's validation rules 'select at least one focus area': HKEX B8.1 asks for the focus areas of contribution, so a
 * company that contributed or held a charitable activity this year names at least one. Answered No
 * or Not to disclose on both, none is needed.
 */
export function focusAreaIssues(values: PagePayload): CatalogueIssue[] {
  if (!QUESTIONS.some((q) => saidYes(values, q))) return [];
  const areas = values.focusAreas;
  if (Array.isArray(areas) && areas.length > 0) return [];
  return [{ path: 'focusAreas', code: 'selectFocusArea', message: messageText('selectFocusArea') }];
}
