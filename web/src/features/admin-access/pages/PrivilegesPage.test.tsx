import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { sessionStore } from '../../../session/store';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { PrivilegesPage } from './PrivilegesPage';

const AUDIT = {
  id: 'p1',
  privilegekey: 'assurance:audit',
  nameen: 'Audit as an assurance provider',
  namezht: '以鑒證機構身份審核',
  namezhs: '以鉴证机构身份审核',
  status: 'ACTIVE' as const,
  known: true,
  version: 1,
};

const keptInWords = (text: string) => screen.getByText(text).closest('[style*="word-break: keep-all"]') !== null;

describe('the privilege catalogue at 1366 px', () => {
  afterEach(() => sessionStore.clear());

  it('keeps the Chinese names in words, never three or four characters a line', async () => {
    storedSession({ privileges: ['platform:admin', 'roles:manage'] });
    fakeApi.on(usersRoutes.listPrivileges, () => [AUDIT]);
    renderWidget(<PrivilegesPage />, { path: '/administration/privilege', language: 'hk' });
    await screen.findByText('以鑒證機構身份審核');
    expect(keptInWords('以鑒證機構身份審核')).toBe(true);
    expect(keptInWords('以鉴证机构身份审核')).toBe(true);
  });
});
