import { ApiError } from '../api/errors';

/**
 * A save refused because the year was printed (and so locked) after the page was opened: 423.
 * Retrying can never work, so the page says so (common `lockedMeanwhile`) and reloads its data,
 * which comes back locked and read-only.
 */
export const isLockedMeanwhile = (error: unknown): boolean => error instanceof ApiError && error.status === 423;
