import { hongKongDate } from '@esg/core/lib/dates';

/**
 * The Hong Kong day `days` from today, as stored (YYYY-MM-DD): the product's days (an answer due, an auditor's end of
 * access) are Hong Kong's, so a test's "today" is too, whatever hour of UTC it runs at.
 */
export const dayIn = (days: number) => hongKongDate(new Date(Date.now() + days * 86_400_000));
