import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import Table from '@cloudscape-design/components/table';
import { renderWidget } from '../../../test/render';
import { keptWhole } from '../../../test/keptWhole';
import type { ManagedUser } from '../api/listUsers';
import type { Role } from '../api/listRoles';
import { ns } from '../i18n';
import { userColumns } from './columns';

const ROLE: Role = {
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  name: 'Company administrator',
  level: 50,
  privileges: [],
  version: 1,
};
const chan: ManagedUser = {
  id: '01JCCCCCCCCCCCCCCCCCCCCCCC',
  login: 'tai.man',
  firstName: '大文',
  lastName: '陳',
  email: 'tai.man@example.com',
  langKey: 'zh-hk',
  activated: true,
  roleId: ROLE.id,
  createdBy: 'admin',
  createdDate: '2026-01-01T00:00:00.000Z',
  lastModifiedBy: 'admin',
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const olivia: ManagedUser = {
  ...chan,
  id: 'u2',
  login: 'olivia.ng',
  firstName: '奧莉',
  lastName: '吳',
  roleId: 'auditor',
};

function Users({ items = [chan] }: { items?: ManagedUser[] }) {
  const { t, i18n } = useTranslation(ns);
  return (
    <Table wrapLines items={items} columnDefinitions={userColumns(t, new Map([[ROLE.id, ROLE]]), i18n.language)} />
  );
}

const whole = (text: string) => keptWhole(screen.getByText(text));

describe('the users table in Chinese', () => {
  it('keeps a name, the status, the role and the language whole, never one character per line', () => {
    const { page } = renderWidget(<Users />, { language: 'hk' });
    for (const text of ['大文', '陳', '已啟用', '公司管理員', '繁體中文']) expect(whole(text), text).toBe(true);
    // A long value (an e-mail address) still wraps where the table needs it to; the last change's date and time go
    // on two lines, each whole (beside the tutorial panel at 1366 px).
    expect(whole('tai.man@example.com')).toBe(false);
    const dates = screen.getAllByText('01-01-2026');
    expect(dates).toHaveLength(2);
    for (const date of dates) {
      expect(keptWhole(date)).toBe(true);
      expect(date.parentElement?.textContent).toBe('01-01-2026 08:00');
    }
    // Their headers keep a width of their own, so that 名字 never stands one character per line either.
    const headers = page.findTable()!.findColumnHeaders();
    for (const header of ['名字', '姓氏', '狀態', '角色']) {
      const th = headers.find((h) => h.getElement().textContent === header)!.getElement();
      expect(parseInt(th.style.minWidth), header).toBeGreaterThanOrEqual(96);
    }
  });

  it('names an invited auditor’s role, which no company role list holds', () => {
    renderWidget(<Users items={[olivia]} />, { language: 'hk' });
    expect(screen.getByText('審計師')).toBeTruthy();
    expect(screen.queryByText('—')).toBeNull();
  });
});
