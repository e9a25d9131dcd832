import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { progressRoutes } from '@esg/core/contract/progress';
import { usersRoutes } from '@esg/core/contract/users';
import type { SectionStatusReply } from '@esg/core/schemas/progress';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { keptWhole } from '../../../test/keptWhole';
import '../i18n';
import { YearReview } from './YearReview';

const YEAR = '2025-12-31';
const page = (path: string, group: 'background' | 'miscellaneous') => ({
  path,
  group,
  titleKey: path.split('/').pop()!,
  noScreen: false,
  readOnly: false,
});

describe('the year review on a phone, in Chinese', () => {
  it('reads each section, its pages saved ("0 / 7") and its status on one line, never one character per line', async () => {
    fakeApi.on(usersRoutes.myPages, () => [
      page('/background/company_information', 'background'),
      page('/miscellaneous/corp_awards', 'miscellaneous'),
    ]);
    fakeApi.on(progressRoutes.sectionStatus, (): SectionStatusReply => ({
      yearEnd: YEAR,
      ruleSet: '2025',
      sections: [
        { section: 'background', status: 'notStarted', pages: 7, savedPages: 0, missingMandatory: [], unexplained: [] },
        {
          section: 'miscellaneous',
          status: 'complete',
          pages: 2,
          savedPages: 2,
          missingMandatory: [],
          unexplained: [],
          missingTranslations: 3,
        },
      ],
    }));
    renderWidget(<YearReview year={YEAR} />, { language: 'hk' });
    for (const text of ['0 / 7', '2 / 2', '背景', '其他資料', '未開始', '已完成', '3 個欄位'])
      expect(keptWhole(await screen.findByText(text)), text).toBe(true);
  });
});
