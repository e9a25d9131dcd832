import type { CatalogueIssue } from '../../catalogue/issues';
import { messageText } from '../../catalogue/messages';
import { TRAINING_GROUPS } from '../../catalogue/pages/social/developmentTraining';
import type { PagePayload } from '../../catalogue/values';
import { compareRational, decimalValue } from '../../catalogue/values';

/** Nobody is trained twice over: a group's trainees are at most its employees at year end (B3.1 ≤ 100 %). */
export function traineeIssues(values: PagePayload): CatalogueIssue[] {
  return TRAINING_GROUPS.flatMap(({ id }) => {
    const trainees = decimalValue(values[`trainees${id}`]);
    const employees = values[`employees${id}`];
    const max = typeof employees === 'string' && employees !== '' ? employees : '0';
    if (trainees === undefined || compareRational(trainees, decimalValue(max)!) <= 0) return [];
    return [{ path: `trainees${id}`, code: 'max', message: messageText('max', 'en', { max }), params: { max } }];
  });
}
