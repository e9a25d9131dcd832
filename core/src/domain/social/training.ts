import type { CatalogueIssue } from '../../catalogue/issues';
import { TRAINING_GROUPS } from '../../catalogue/pages/social/developmentTraining';
import type { PagePayload } from '../../catalogue/values';
import { atMost } from './limits';

/** Nobody is trained twice over: a group's trainees are at most its employees at year end (B3.1 ≤ 100 %). */
export const traineeIssues = (values: PagePayload): CatalogueIssue[] =>
  TRAINING_GROUPS.flatMap(({ id }) => atMost(`trainees${id}`, values[`trainees${id}`], values[`employees${id}`]));
