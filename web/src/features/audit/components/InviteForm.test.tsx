import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { auditorRoutes } from '@esg/core/contract/auditors';
import { fakeApi, validationError } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { InviteForm } from './InviteForm';

/** The auditor's invitation (ADR 0115): the end date typed DD-MM-YYYY is sent as a day; a refusal is said at its field. */
describe('inviting an auditor', () => {
  it('sends the years and the end date, and says a refused end date at its field in the reader’s language', async () => {
    fakeApi.on(auditorRoutes.inviteAuditor, () => {
      throw validationError({
        path: 'body.until',
        code: 'auditorUntilPast',
        message: 'The end date must be today or later, and at most two years ahead.',
      });
    });
    const { user, page } = renderWidget(<InviteForm yearEnds={['2025-12-31']} />, { language: 'hk' });
    await user.type(screen.getByLabelText('名字'), 'Olivia');
    await user.type(screen.getByLabelText('姓氏'), 'Ng');
    await user.type(screen.getByLabelText('電郵'), 'olivia@example.com');
    await user.type(screen.getByLabelText('鑒證機構'), 'Harbour Assurance');
    page.findMultiselect()!.openDropdown();
    page.findMultiselect()!.selectOptionByValue('2025-12-31');
    await user.type(screen.getByLabelText('存取權限結束日期'), '01-01-2020');
    await user.click(screen.getByRole('button', { name: '發送邀請' }));
    await waitFor(() => expect(fakeApi.calls(auditorRoutes.inviteAuditor)).toHaveLength(1));
    expect(fakeApi.calls(auditorRoutes.inviteAuditor)[0]!.body).toMatchObject({
      email: 'olivia@example.com',
      years: ['2025-12-31'],
      until: '2020-01-01',
      langKey: 'en',
    });
    await waitFor(() => expect(screen.getByText('結束日期必須為今天或之後，且不超過兩年。')).toBeTruthy());
  });

  it('says an empty name and e-mail refused by the API in the reader’s language, as the shared rules word them', async () => {
    fakeApi.on(auditorRoutes.inviteAuditor, () => {
      throw validationError(
        {
          path: 'body.firstName',
          code: 'too_small',
          message: 'Your first name is required to be at least 1 character',
        },
        { path: 'body.email', code: 'too_small', message: 'Your email is required to be at least 5 characters.' },
      );
    });
    const { user } = renderWidget(<InviteForm yearEnds={['2025-12-31']} />, { language: 'cn' });
    await user.click(screen.getByRole('button', { name: '发送邀请' }));
    await waitFor(() => expect(screen.getByText('必须填写名字。')).toBeTruthy());
    expect(screen.getByText('必须填写电子邮箱。')).toBeTruthy();
    expect(screen.queryByText(/Your first name/)).toBeNull();
  });
});
