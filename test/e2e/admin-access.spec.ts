import { expect, test, type Page } from '@playwright/test';
import { apiAs, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { AdminTablePage, AuthorizationPage } from './pages/AdminAccessPages';
import { sessionOf } from './signedIn';

type RolePageList = {
  version: number;
  pages: { path: string; titleKey: string; allowed: boolean; visible: boolean }[];
};

/** Acme's Company user role as seeded (every allowed page shown); its id, for the API. */
async function showAllowedPages(page: Page): Promise<string> {
  const roles = await apiAs<{ id: string; name: string }[]>(page, 'GET', '/api/roles');
  const roleId = roles.find((r) => r.name === 'Company user')!.id;
  const current = await apiAs<RolePageList>(page, 'GET', `/api/pages/${roleId}`);
  const allowed = current.pages.filter((p) => p.allowed).map((p) => p.path);
  await apiAs(page, 'PUT', `/api/pages/${roleId}`, { visible: allowed, version: current.version });
  return roleId;
}

test.describe('administration: roles, privileges and page authorization', () => {
  test('a role’s name, level and privileges are edited; your own role cannot be weakened', async ({ page }) => {
    // Globex works in Simplified Chinese; its company-user role is used by no other test.
    await sessionOf(page, demoUsers.globexAdmin);
    const roles = new AdminTablePage(page, '/administration/role', '角色');
    await roles.goto();
    await roles.select('选择公司用户');
    await roles.button('编辑').click();
    const renamed = unique('Data entry ');
    await roles.dialog.getByLabel('名称', { exact: true }).fill(renamed);
    await roles.dialog.getByLabel('级别', { exact: true }).click();
    await page.getByRole('option', { name: '级别 2' }).click();
    await roles.dialog.getByRole('checkbox', { name: /查阅审计及文件记录/ }).check();
    await roles.dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(`已保存角色 ${renamed}。`)).toBeVisible();
    await expect(roles.row(renamed)).toContainText('2');
    await expect(roles.row(renamed)).toContainText('查阅审计及文件记录');

    // Back as seeded, through the same dialog.
    await roles.select(`选择 ${renamed}`);
    await roles.button('编辑').click();
    await roles.dialog.getByLabel('名称', { exact: true }).fill('Company user');
    await roles.dialog.getByLabel('级别', { exact: true }).click();
    await page.getByRole('option', { name: '级别 1' }).click();
    await roles.dialog.getByRole('checkbox', { name: /查阅审计及文件记录/ }).uncheck();
    await roles.dialog.getByRole('button', { name: '保存' }).click();
    await expect(roles.row('公司用户')).toContainText('1');
    await sessionOf(page, demoUsers.acmeAdmin);
    const own = new AdminTablePage(page, '/administration/role', 'Roles');
    await own.goto();
    await own.select('Select Company administrator');
    await own.button('Edit').click();
    await expect(own.dialog.getByText('This is your own role', { exact: false })).toBeVisible();
    await own.dialog.getByRole('checkbox', { name: /Manage users/ }).uncheck();
    await own.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      own.dialog.getByText('You cannot lower the level of your own role or remove its privileges.'),
    ).toBeVisible();
  });

  test('platform administrators create and update privileges; company administrators only read them', async ({
    page,
  }) => {
    await sessionOf(page, demoUsers.platformAdmin);
    const privileges = new AdminTablePage(page, '/administration/privilege', 'Privileges');
    await privileges.goto();
    const key = `${unique('e')}:export`;
    await privileges.button('Create privilege').click();
    await privileges.dialog.getByLabel('Key').fill('Not A Key');
    await privileges.dialog.getByRole('button', { name: 'Create privilege' }).click();
    await expect(privileges.dialog.getByText('A privilege key looks like area:action.')).toBeVisible();
    await expect(privileges.dialog.getByText('Enter a name of 1 to 100 characters.').first()).toBeVisible();
    await privileges.dialog.getByLabel('Key').fill(key);
    await privileges.dialog.getByLabel('Name (English)').fill('Export reports');
    await privileges.dialog.getByLabel('Name (Traditional Chinese)').fill('匯出報告');
    await privileges.dialog.getByLabel('Name (Simplified Chinese)').fill('导出报告');
    await privileges.dialog.getByRole('button', { name: 'Create privilege' }).click();
    await expect(page.getByText(`Privilege ${key} created.`)).toBeVisible();
    await expect(privileges.row(key)).toContainText('Registered ahead of a release');

    await privileges.select(`Select ${key}`);
    await privileges.button('Edit').click();
    await expect(privileges.dialog.getByLabel('Key')).toHaveAttribute('readonly', '');
    await privileges.dialog.getByLabel('Name (English)').fill('Export PDF reports');
    await privileges.dialog.getByRole('radio', { name: 'Inactive' }).check();
    await privileges.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Privilege ${key} saved.`)).toBeVisible();
    await expect(privileges.row(key)).toContainText('Export PDF reports');
    await expect(privileges.row(key)).toContainText('Inactive');
    await sessionOf(page, demoUsers.acmeAdmin);
    await privileges.goto();
    await expect(page.getByText('Only platform administrators can change the privilege catalogue.')).toBeVisible();
    await expect(privileges.row('users:manage')).toBeVisible();
    await expect(privileges.button('Create privilege')).toHaveCount(0);
  });

  test('page authorization hides a page from a role and shows it again', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    await showAllowedPages(page);

    const authorization = new AuthorizationPage(page);
    await authorization.goto();
    await authorization.chooseRole('Company user');
    await expect(authorization.preview.getByRole('link', { name: 'View PDF' })).toBeVisible();
    // Pages the role's privileges or level do not allow cannot be switched on.
    await expect(authorization.showCheckbox('Users')).toBeDisabled();
    await expect(authorization.showCheckbox('Company subscription')).toBeEnabled();

    await authorization.showCheckbox('View PDF').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Pages of Company user saved.')).toBeVisible();
    await expect(authorization.preview.getByRole('link', { name: 'View PDF' })).toHaveCount(0);
    await expect(authorization.showCheckbox('View PDF')).not.toBeChecked();

    await authorization.showCheckbox('View PDF').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(authorization.preview.getByRole('link', { name: 'View PDF' })).toBeVisible();
  });

  test('two administrators change a role’s pages at once: Reload keeps the other’s page hidden and saves both', async ({
    page,
    browser,
  }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const roleId = await showAllowedPages(page);
    const open = async (p: Page) => {
      const authorization = new AuthorizationPage(p);
      await authorization.goto();
      await authorization.chooseRole('Company user');
      await expect(authorization.showCheckbox('Policy results')).toBeChecked();
      return authorization;
    };
    // Administrator B opens the role's pages before A saves them.
    const other = await browser.newContext();
    const b = await other.newPage();
    await sessionOf(b, demoUsers.acmeAdmin);
    const bAuthorization = await open(b);
    await bAuthorization.showCheckbox('Policy results').uncheck();

    const aAuthorization = await open(page);
    await aAuthorization.showCheckbox('View PDF').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Pages of Company user saved.')).toBeVisible();

    await b.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = b.getByRole('alert').filter({ hasText: 'Another user modified this data' });
    await expect(conflict).toBeFocused();
    await b.getByRole('button', { name: 'Reload' }).click();
    await expect(b.getByTestId('reloaded')).toHaveText(
      'The latest version was loaded. Your changes are still in the form: save again to keep them.',
    );
    // A's page is hidden as A saved it; B's own choice stays on top.
    await expect(bAuthorization.showCheckbox('View PDF')).not.toBeChecked();
    await expect(bAuthorization.showCheckbox('Policy results')).not.toBeChecked();
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(b.getByText('Pages of Company user saved.')).toBeVisible();
    await other.close();

    const stored = await apiAs<RolePageList>(page, 'GET', `/api/pages/${roleId}`);
    const hidden = stored.pages.filter((p) => p.allowed && !p.visible).map((p) => p.titleKey);
    expect(hidden.sort()).toEqual(['policies_result', 'view_pdf']);
    await showAllowedPages(page);
  });

  test('roles, privileges and authorization are axe-clean in English and Simplified Chinese', async ({ page }) => {
    test.setTimeout(180_000);
    const runs = [
      {
        user: demoUsers.platformAdmin,
        titles: ['Roles', 'Privileges', 'Page authorization'],
        role: 'Platform administrator',
      },
      { user: demoUsers.globexAdmin, titles: ['角色', '权限', '页面授权'], role: '公司用户' },
    ];
    for (const { user, titles, role } of runs) {
      await sessionOf(page, user);
      for (const [i, path] of ['role', 'privilege', 'authorization'].entries()) {
        const screen = new AdminTablePage(page, `/administration/${path}`, titles[i]!);
        await screen.goto();
        if (path === 'authorization') {
          await page.getByRole('button', { name: /选择角色|Choose a role/ }).click();
          await page.getByRole('option', { name: new RegExp(`^${role}`) }).click();
          await expect(page.getByRole('table')).toBeVisible();
        } else {
          await expect(page.getByRole('row').nth(1)).toBeVisible();
        }
        await expectNoSeriousA11yViolations(page, `${path} (${user.language})`);
      }
    }
  });
});
