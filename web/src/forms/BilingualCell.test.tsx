import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { pageDataRoutes } from '@esg/core/contract/background';
import { notifications } from '../notifications/store';
import { fakeApi } from '../test/fakeApi';
import { openPage, storeWhatIsSent } from './pageData/pageFixtures';

/** docs/decisions/0121-translatable-names-and-cells.md: a table's translatable cell, both languages in the cell. */
const cellInput = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const state = () => screen.getByTestId('translation-qualifications.0.qualification').textContent;
const ROW = { sequence: '1', issuer: 'HKQAA', validUntil: '' };

describe('a translatable table cell', () => {
  it('reads an old one-language cell as the company language; typing Chinese keeps the English; the row goes whole', async () => {
    const { user, save } = await openPage('prof_quali', {
      values: { qualifications: [{ ...ROW, qualification: 'ISO 14001' }] },
      version: 3,
      companyLanguage: 'en',
    });
    expect(cellInput('Qualification').value).toBe('ISO 14001');
    expect(cellInput('Qualification (Traditional Chinese)').value).toBe('');
    expect(state()).toContain('Missing from the Traditional and Simplified Chinese editions');
    expect(screen.getByTestId('missing-translations').textContent).toContain('Fields missing a language: 1');
    await user.type(cellInput('Qualification (Traditional Chinese)'), '環境管理體系');
    expect(cellInput('Qualification').value).toBe('ISO 14001');
    expect(state()).toContain('Both languages entered');
    storeWhatIsSent();
    await user.click(save);
    await vi.waitFor(() => expect(notifications.list().map((n) => n.text)).toContain('Saved'));
    const sent = fakeApi.calls(pageDataRoutes.putPageData)[0]!.body.values as { qualifications: unknown[] };
    expect(sent.qualifications[0]).toMatchObject({ qualification: { en: 'ISO 14001', hk: '環境管理體系' } });
  });

  it('states "may need updating" from the stored mark, flags Latin in the Chinese, in the interface language', async () => {
    const { user } = await openPage('prof_quali', {
      values: { qualifications: [{ ...ROW, qualification: { en: 'ISO 14001', hk: '環境管理', stale: 'hk' } }] },
      version: 3,
      language: 'hk',
    });
    expect(state()).toContain('中文或需更新');
    await user.clear(screen.getByLabelText<HTMLInputElement>('資格 (繁體中文)', { selector: 'input' }));
    await user.type(screen.getByLabelText<HTMLInputElement>('資格 (繁體中文)', { selector: 'input' }), 'Environmental');
    expect(screen.getAllByText(/中文欄位內似乎是英文內容/).length).toBeGreaterThan(0);
  });
});

const both = (en: string, hk: string) => ({ en, hk });
const HOMEWORK_VENUE = {
  address: both('Kwun Tong', '觀塘'),
  city: both('Hong Kong', '香港'),
  country: both('Hong Kong', '香港'),
};

/** Community investment with one charitable activity held at the venues given, open in `language`. */
const charitableYear = (activity: unknown, venues: unknown[], language: 'hk' | 'cn') =>
  openPage('community_investment', {
    values: {
      focusAreas: ['education'],
      anyContribution: { answer: 0 },
      anyCharitableActivity: {
        answer: 1,
        details: {
          activities: [
            { channel: 'ngoPartner', focusArea: 'education', heldOn: '2025-03-08', hours: '', money: '', activity },
          ],
          venues,
        },
      },
    },
    version: 2,
    companyLanguage: 'en',
    language,
  });

/** docs/decisions/0136: a table under a Yes (the charitable activities) carries its translatable cell too. */
describe('a translatable cell of a table under a Yes', () => {
  it('shows the activity’s English and Chinese, counts the missing one, and sends the row with both', async () => {
    const { user, save } = await charitableYear('Homework club', [HOMEWORK_VENUE], 'cn');
    await user.click(screen.getByRole('tab', { name: '慈善活动' }));
    const path = 'anyCharitableActivity.details.activities.0.activity';
    expect(screen.getByTestId(`translation-${path}`).textContent).toContain('繁体及简体中文版缺少此内容');
    expect(screen.getByTestId('missing-translations').textContent).toContain('缺一种语言的栏位：1 个');
    await user.type(screen.getByLabelText<HTMLInputElement>('活动 (繁体中文)', { selector: 'input' }), '功課輔導班');
    storeWhatIsSent();
    await user.click(save);
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(1));
    const sent = fakeApi.calls(pageDataRoutes.putPageData)[0]!.body.values as {
      anyCharitableActivity: { details: { activities: unknown[] } };
    };
    expect(sent.anyCharitableActivity.details.activities[0]).toMatchObject({
      activity: { en: 'Homework club', hk: '功課輔導班' },
    });
  });
});

/** docs/decisions/0121: an address list's parts are typed in both languages, as a location's address is. */
describe('an address list under a Yes', () => {
  it('shows each part in English and Chinese, counts one typed in English alone, and sends the address whole', async () => {
    const venue = { ...HOMEWORK_VENUE, address: 'Shek O Beach' };
    const { user, save } = await charitableYear(both('Beach clean-up', '海灘清潔'), [venue], 'hk');
    await user.click(screen.getByRole('tab', { name: '慈善活動' }));
    const path = 'anyCharitableActivity.details.venues.0.address';
    expect(screen.getByTestId(`translation-${path}`).textContent).toContain('繁體及簡體中文版欠此內容');
    expect(screen.getByTestId('missing-translations').textContent).toContain('1 個');
    await user.type(screen.getByLabelText<HTMLInputElement>('地址 (繁體中文)', { selector: 'input' }), '石澳泳灘');
    expect(screen.getByTestId(`translation-${path}`).textContent).not.toContain('欠此內容');
    storeWhatIsSent();
    await user.click(save);
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(1));
    const sent = fakeApi.calls(pageDataRoutes.putPageData)[0]!.body.values as {
      anyCharitableActivity: { details: { venues: unknown[] } };
    };
    expect(sent.anyCharitableActivity.details.venues[0]).toEqual({
      address: { en: 'Shek O Beach', hk: '石澳泳灘' },
      city: { en: 'Hong Kong', hk: '香港' },
      country: { en: 'Hong Kong', hk: '香港' },
    });
  });
});
