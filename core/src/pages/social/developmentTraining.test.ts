import { describe, expect, it } from 'vitest';
import { checkPage } from '../../catalogue/check';
import { deriveValues } from '../../catalogue/derive';
import { developmentTraining } from './developmentTraining';
import { validatePage } from '../../catalogue/schema/page';
import { formRuleIssues } from '../formRules';

/**
 * Counted by hand: 40 employees at year end (25 men, 15 women; 4 senior, 8 middle, 28 general staff),
 * 30 trained (18 / 12; 4 / 6 / 20), 245.5 training hours (140 / 105.5; 20 / 48 / 177.5).
 */
const training = {
  employeesTotal: '40',
  traineesTotal: '30',
  trainingHoursTotal: '245.5',
  employeesMale: '25',
  traineesMale: '18',
  trainingHoursMale: '140',
  employeesFemale: '15',
  traineesFemale: '12',
  trainingHoursFemale: '105.5',
  employeesSeniorManagement: '4',
  traineesSeniorManagement: '4',
  trainingHoursSeniorManagement: '20',
  employeesMiddleManagement: '8',
  traineesMiddleManagement: '6',
  trainingHoursMiddleManagement: '48',
  employeesGeneralStaff: '28',
  traineesGeneralStaff: '20',
  trainingHoursGeneralStaff: '177.5',
};

describe('Development and training (HKEX B3)', () => {
  it('is a well-formed declaration', () => {
    expect(checkPage(developmentTraining)).toEqual([]);
  });

  it('computes B3.1 % trained and B3.2 average hours per employee by gender and category', () => {
    const checked = validatePage(developmentTraining, training);
    expect(checked.ok).toBe(true);
    const { values, errors } = deriveValues(developmentTraining, checked.ok ? checked.value : {});
    expect(errors).toEqual({});
    expect(values).toEqual({
      percentTrainedTotal: '75', // 30 ÷ 40
      averageHoursTotal: '6.1', // 245.5 ÷ 40 = 6.1375
      percentTrainedMale: '72', // 18 ÷ 25
      averageHoursMale: '5.6', // 140 ÷ 25
      percentTrainedFemale: '80', // 12 ÷ 15
      averageHoursFemale: '7', // 105.5 ÷ 15 = 7.033…
      percentTrainedSeniorManagement: '100', // 4 ÷ 4
      averageHoursSeniorManagement: '5', // 20 ÷ 4
      percentTrainedMiddleManagement: '75', // 6 ÷ 8
      averageHoursMiddleManagement: '6', // 48 ÷ 8
      percentTrainedGeneralStaff: '71.4', // 20 ÷ 28 = 71.428…
      averageHoursGeneralStaff: '6.3', // 177.5 ÷ 28 = 6.339…
    });
  });

  it('refuses more trainees than employees in a group', () => {
    expect(formRuleIssues(developmentTraining, training)).toEqual([]);
    expect(formRuleIssues(developmentTraining, { employeesFemale: '15', traineesFemale: '16' })).toEqual([
      { path: 'traineesFemale', code: 'max', message: 'This field cannot be more than 15.', params: { max: '15' } },
    ]);
  });
});
