import type { CatalogueIssue } from '../../catalogue/issues';
import { text, type I18nText } from '../../catalogue/types';
import { BREAKDOWNS, TOTAL } from './workforce';
import type { PagePayload } from '../../catalogue/values';
import { atMost } from '../../catalogue/limits';

export type TrainingGroup = { id: string; labels: I18nText };

const [gender, , , category] = BREAKDOWNS;
export const TRAINING_GROUPS: readonly TrainingGroup[] = [
  { id: TOTAL, labels: text('All employees', '全體僱員', '全体雇员') },
  ...gender.groups,
  ...category.groups,
];

/** Nobody is trained twice over: a group's trainees are at most its employees at year end (B3.1 ≤ 100 %). */
export const traineeIssues = (values: PagePayload): CatalogueIssue[] =>
  TRAINING_GROUPS.flatMap(({ id }) => atMost(`trainees${id}`, values[`trainees${id}`], values[`employees${id}`]));
