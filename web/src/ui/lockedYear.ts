import { ApiError } from '../api/errors';

/**
 * A save refused because the year was printed (and so locked) after the page was opened: 423.
 * Retrying can never work, so the page says so (common `lockedMeanwhile`) and reloads its data,
 * which comes back locked and read-only.
 */
export const isLockedMeanwhile = (error: unknown): boolean => error instanceof ApiError && error.status === 423;

/**
 * What a 423 says: the year printed meanwhile, or the page (or location) approved meanwhile — read-only until a
 * reviewer reopens it (common `pageApproved`, ADR 0102).
 */
export const lockedMessage = (error: unknown): 'pageApproved' | 'lockedMeanwhile' =>
  error instanceof ApiError && error.messageKey === 'pageApproved' ? 'pageApproved' : 'lockedMeanwhile';
