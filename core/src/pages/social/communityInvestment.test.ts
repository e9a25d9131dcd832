import { describe, expect, it } from 'vitest';
import { checkPage } from '../../catalogue/check';
import { deriveValues } from '../../catalogue/derive';
import { communityInvestment } from './communityInvestment';
import { validatePage } from '../../catalogue/schema/page';
import type { PagePayload } from '../../catalogue/values';
import { formRuleIssues } from '../formRules';

const venue = [{ address: '1 Harbour Road, Wan Chai', city: 'Hong Kong' }];
const activity = (name: string, heldOn: string, more: object) => ({
  activity: name,
  channel: 'staffVolunteering',
  focusArea: 'environment',
  heldOn,
  ...more,
});

/**
 * Counted by hand (HKEX B8.2, resources contributed): HK$12,500.50 donated and 16 volunteer hours
 * given outside the activities; a beach clean-up (24 h, HK$3,000) and an elderly visit (10.5 h,
 * HK$1,250.25). Money: 12,500.50 + 3,000 + 1,250.25 = 16,750.75. Hours: 16 + 24 + 10.5 = 50.5.
 */
const community: PagePayload = {
  communityPolicy: 'We ask the district councils each spring.',
  focusAreas: ['environment', 'health'],
  anyContribution: { answer: 1, details: { donations: '12500.5', volunteerHours: '16' } },
  anyCharitableActivity: {
    answer: 1,
    details: {
      activities: [
        activity('Beach clean-up', '2025-06-05', { hours: '24', money: '3000' }),
        activity('Elderly visits', '2025-09-12', { focusArea: 'health', hours: '10.5', money: '1250.25' }),
      ],
      venues: venue,
    },
  },
};

describe('Community investment (HKEX B8)', () => {
  it('is a well-formed declaration', () => {
    expect(checkPage(communityInvestment)).toEqual([]);
  });

  it('computes the B8.2 totals of money (HKD) and hours from the contributions and the activities', () => {
    const checked = validatePage(communityInvestment, community);
    expect(checked.ok && checked.value).toBeTruthy();
    const { values, errors } = deriveValues(communityInvestment, checked.ok ? checked.value : {});
    expect(errors).toEqual({});
    expect(values).toEqual({ totalMoney: '16750.75', totalVolunteerHours: '50.5' });
    expect(formRuleIssues(communityInvestment, community)).toEqual([]);
  });

  it('leaves out what a No or Not to disclose hides, and counts an activity without money as 0', () => {
    const only = {
      ...community,
      anyContribution: { answer: -1, reason: 'The parent company gives on our behalf.' },
      anyCharitableActivity: {
        answer: 1,
        details: { activities: [activity('Tree planting', '2025-03-12', { hours: '8' })], venues: venue },
      },
    };
    const checked = validatePage(communityInvestment, only);
    expect(deriveValues(communityInvestment, checked.ok ? checked.value : {}).values).toEqual({
      totalMoney: '0',
      totalVolunteerHours: '8',
    });
  });

  it('refuses negative money and hours, and more than one decimal point', () => {
    const bad = {
      ...community,
      anyContribution: { answer: 1, details: { donations: '-5', volunteerHours: '1.2.3' } },
    };
    const checked = validatePage(communityInvestment, bad);
    expect(checked.ok ? [] : checked.issues.map((i) => i.path).sort()).toEqual([
      'anyContribution.details.donations',
      'anyContribution.details.volunteerHours',
    ]);
  });
});
