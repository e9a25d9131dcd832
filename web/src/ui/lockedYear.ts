import { ApiError } from '../api/errors';

/**
 * A save refused because the year was printed (and so locked) after the page was opened: 423.
 * Retrying can never work, so the page says so (common `lockedMeanwhile`) and reloads its data,
 * which comes back locked and read-only.
 */
export const isLockedMeanwhile = (error: unknown): boolean => error instanceof ApiError && error.status === 423;

/**
 * What a 423 says: the year printed meanwhile, or the page (or location) submitted for review or approved meanwhile
 * — read-only until a reviewer returns or reopens it, or its submission is withdrawn (common `pageSubmitted`,
 * `pageApproved`, ADR 0102).
 */
export const lockedMessage = (error: unknown): 'pageApproved' | 'pageSubmitted' | 'lockedMeanwhile' =>
  error instanceof ApiError && (error.messageKey === 'pageApproved' || error.messageKey === 'pageSubmitted')
    ? error.messageKey
    : 'lockedMeanwhile';

/**
 * A save refused because another writer holds the year for a moment — an Excel import's commit (common
 * `excelApplying`, ADR 0040) or the year's lock while it checks the year (common `yearLocking`, ADR 0161): 409 but no
 * version conflict, so the form keeps its edits and says to try again; its key is the message's.
 */
export const heldYearMessage = (error: unknown): 'excelApplying' | 'yearLocking' | undefined =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.messageKey === 'excelApplying' || error.messageKey === 'yearLocking')
    ? error.messageKey
    : undefined;
