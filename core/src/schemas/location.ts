import * as z from 'zod';
import { RULE_MESSAGES } from '../catalogue/ruleMessages';

/**
 * A location of the year's reporting boundary, by the id the boundary gives it. On its own, so the dashboard's query
 * names it without the resource rows' schemas (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const LocationId = z
  .string({ error: 'Incorrect type of input.' })
  .min(1, 'Missing input.')
  .max(100)
  .refine((s) => !s.includes('#'), RULE_MESSAGES.pattern);
