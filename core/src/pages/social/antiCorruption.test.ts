import { describe, expect, it } from 'vitest';
import { checkPage } from '../../catalogue/check';
import { deriveValues } from '../../catalogue/derive';
import type { PagePayload } from '../../catalogue/values';
import { validatePage } from '../../catalogue/schema/page';
import { antiCorruption } from './antiCorruption';

const derived = (values: Record<string, unknown>) => {
  const checked = validatePage(antiCorruption, values);
  expect(checked.ok).toBe(true);
  return deriveValues(antiCorruption, checked.ok ? checked.value : {});
};

// Who was trained is asked under every Yes; the figures are what the rate reads.
const training = (figures: Record<string, string>): PagePayload => ({
  anyCorruptionCase: { answer: 0 },
  staffTraining: { answer: 1, details: { audiences: ['directors'], ...figures } },
});

describe('Anti-corruption (HKEX B7)', () => {
  it('is a well-formed declaration', () => expect(checkPage(antiCorruption)).toEqual([]));

  it('computes the hours per participant from the training given', () => {
    expect(derived(training({ trainingHours: '20', participants: '6' })).values).toEqual({
      hoursPerParticipant: '3.33',
    });
    // 0 participants typed (as the form evaluates while typing) is an answer: 0 hours each, not a division by zero.
    const none = training({ trainingHours: '0', participants: '0' });
    expect(deriveValues(antiCorruption, none).values).toEqual({ hoursPerParticipant: '0' });
  });

  // A rate is not entered until every input is (docs/decisions/0069): no "0 hours per participant" in the report.
  it('leaves the hours per participant blank while the hours or the participants are', () => {
    expect(derived({ anyCorruptionCase: { answer: 0 }, staffTraining: { answer: 0 } }).values).toEqual({});
    expect(deriveValues(antiCorruption, {}).values).toEqual({});
    // The form evaluates as the user types, before the Yes's details are all filled in.
    expect(deriveValues(antiCorruption, training({})).values).toEqual({});
    expect(deriveValues(antiCorruption, training({ trainingHours: '20' })).values).toEqual({});
    expect(deriveValues(antiCorruption, training({ participants: '6' })).values).toEqual({});
  });
});
