import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { apiError, conflictError, fakeApi, validationError } from '../../../test/fakeApi';
import { dialogAlerts, renderWidget } from '../../../test/render';
import type { ManagedUser } from '../api/listUsers';
import type { Role } from '../api/listRoles';
import { UserDialogs } from './UserDialogs';
import type { UserDialog } from './UserActions';

const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
const RELOADED = 'The latest version was loaded. Your changes are still in the form: save again to keep them.';
const ROLE = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const OTHER_ROLE = '01JBBBBBBBBBBBBBBBBBBBBBBB';
const roles: Role[] = [
  { id: ROLE, name: 'Company administrator', level: 50, privileges: ['users:manage', 'roles:manage'], version: 1 },
  { id: OTHER_ROLE, name: 'Company user', level: 10, privileges: [], version: 1 },
];
const ada: ManagedUser = {
  id: '01JCCCCCCCCCCCCCCCCCCCCCCC',
  login: 'ada',
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
  langKey: 'en',
  activated: true,
  roleId: OTHER_ROLE,
  createdBy: 'admin',
  createdDate: '2026-01-01T00:00:00.000Z',
  lastModifiedBy: 'admin',
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  version: 3,
};

const validation = (path: string, message: string, code = 'custom') => validationError({ path, message, code });

/** Signed in as a company administrator who may list the roles (what the role selects offer). */
beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ user: { ...ada, id: 'admin', login: 'admin' }, role: roles[0] }));
  fakeApi.on(usersRoutes.listRoles, () => roles);
});
afterEach(() => localStorage.clear());

type Page = ReturnType<typeof renderWidget>['page'];
/** The role select: the dialog's last select (the create dialog has the language before it). */
const roleSelect = (page: Page) => page.findAllSelects().at(-1)!;

/** Picks a role, once the roles have loaded. */
async function chooseRole(page: Page, roleId: string) {
  await vi.waitFor(() => {
    roleSelect(page).openDropdown();
    expect(roleSelect(page).findDropdown().findOptions().length).toBeGreaterThan(0);
  });
  roleSelect(page).selectOptionByValue(roleId);
}

function open(dialog: UserDialog) {
  const onClose = vi.fn();
  const view = renderWidget(<UserDialogs dialog={dialog} user={ada} close={onClose} />);
  const button = (name: string) => screen.getByRole('button', { name });
  const field = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;
  const alerts = () => dialogAlerts(view.page);
  return { ...view, onClose, button, field, alerts };
}

describe('Create user (EditDialog + useSchemaForm)', () => {
  it('says each refused field on that field and sends nothing', async () => {
    const { user, button, field, onClose } = open('create');
    await user.type(await field('E-mail'), 'not-an-email');
    await user.click(button('Create user'));
    expect(await screen.findByText('Your username is required.')).toBeTruthy();
    expect((await field('Login')).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Your email is invalid.')).toBeTruthy();
    expect(await screen.findByText('Choose a role.')).toBeTruthy();
    expect(fakeApi.calls(usersRoutes.createUser)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the server’s duplicate e-mail lands on the e-mail field, not above the buttons', async () => {
    const { user, button, field, onClose, alerts, ...view } = open('create');
    fakeApi.on(usersRoutes.createUser, () => {
      throw apiError(400, 'Email is already in use! Please choose another one.', undefined, 'emailInUse');
    });
    await user.type(await field('Login'), 'grace');
    await user.type(await field('First name'), 'Grace');
    await user.type(await field('Last name'), 'Hopper');
    await user.type(await field('E-mail'), 'ada@example.com');
    await chooseRole(view.page, OTHER_ROLE);
    await user.click(button('Create user'));
    expect(await screen.findByText('Email is already in use! Please choose another one.')).toBeTruthy();
    expect((await field('E-mail')).getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toEqual([]);
    expect(fakeApi.calls(usersRoutes.createUser)[0]!.body).toMatchObject({ login: 'grace', roleId: OTHER_ROLE });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Edit user (EditDialog + useSchemaForm + useVersionedEdit)', () => {
  it('an empty first name is refused on its field', async () => {
    const { user, button, field } = open('edit');
    await user.clear(await field('First name'));
    await user.click(button('Save'));
    expect(await screen.findByText('Your first name is required.')).toBeTruthy();
    expect(fakeApi.calls(usersRoutes.updateUser)).toHaveLength(0);
  });

  it('a server 400 on the e-mail shows on the e-mail field; a rule on a field the dialog lacks shows above the buttons', async () => {
    const { user, button, field, alerts } = open('edit');
    fakeApi.on(usersRoutes.updateUser, () => {
      throw validation('body.email', 'Invalid email', 'invalid_format');
    });
    await user.click(button('Save'));
    expect(await screen.findByText('Your email is invalid.')).toBeTruthy();
    expect((await field('E-mail')).getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toEqual([]);

    fakeApi.on(usersRoutes.updateUser, () => {
      throw validation('body.roleId', 'Invalid role');
    });
    await user.click(button('Save'));
    await vi.waitFor(() => expect(alerts()).toEqual(['Choose a role.']));
  });

  it('a 409 shows the conflict message; Reload keeps the input and saves on the stored version', async () => {
    const { user, button, field, onClose } = open('edit');
    fakeApi.on(usersRoutes.updateUser, () => {
      throw apiError(409, CONFLICT);
    });
    fakeApi.on(usersRoutes.listUsers, () => ({
      items: [{ ...ada, firstName: 'Theirs', activated: false, version: 7 }],
      total: 1,
      page: 0,
      size: 100,
    }));
    const first = await field('First name');
    await user.clear(first);
    await user.type(first, 'Mine');
    await user.click(button('Save'));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(fakeApi.calls(usersRoutes.updateUser)[0]!.body.version).toBe(3);

    await user.click(button('Reload'));
    expect(await screen.findByText(RELOADED)).toBeTruthy();
    expect(first.value).toBe('Mine');
    fakeApi.on(usersRoutes.updateUser, ({ body }) => ({ ...ada, ...body, version: 8 }));
    await user.click(button('Save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    // The stored activation travels unchanged with the typed name.
    expect(fakeApi.calls(usersRoutes.updateUser).at(-1)!.body).toMatchObject({
      firstName: 'Mine',
      activated: false,
      version: 7,
    });
  });
});

describe('Edit user after a conflict (useVersionedEdit rebases the form)', () => {
  it('Reload shows the other administrator’s last name and e-mail, keeps the typed first name, and saves both', async () => {
    const { user, button, field, onClose } = open('edit');
    const theirs = { lastName: 'Lovelace', email: 'ada.lovelace@example.com' };
    fakeApi.on(usersRoutes.updateUser, () => {
      throw conflictError({ ...ada, ...theirs, version: 9 });
    });
    const first = await field('First name');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(button('Save'));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    const notice = await screen.findByTestId('reloaded');
    expect(notice.textContent).toBe(RELOADED);
    expect(first.value).toBe('Augusta');
    expect((await field('Last name')).value).toBe('Lovelace');
    expect(fakeApi.calls(usersRoutes.listUsers)).toHaveLength(0);

    fakeApi.on(usersRoutes.updateUser, ({ body }) => ({ ...ada, ...body, version: 10 }));
    await user.click(button('Save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(usersRoutes.updateUser).at(-1)!.body).toMatchObject({
      firstName: 'Augusta',
      ...theirs,
      version: 9,
    });
  });

  it('names the field both administrators changed', async () => {
    const { user, button, field } = open('edit');
    fakeApi.on(usersRoutes.updateUser, () => {
      throw conflictError({ ...ada, firstName: 'Theirs', version: 9 });
    });
    const first = await field('First name');
    await user.clear(first);
    await user.type(first, 'Mine');
    await user.click(button('Save'));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    const notice = await screen.findByTestId('reloaded');
    expect(notice.textContent).toContain('The other user also changed First name.');
    expect(first.value).toBe('Mine');
  });
});

describe('Deactivate and Assign role (EditDialog + useVersionedEdit)', () => {
  it('deactivation after a 409: Reload, then the save goes on the stored version', async () => {
    const { user, button, onClose } = open('activation');
    fakeApi.on(usersRoutes.updateUser, () => {
      throw apiError(409, CONFLICT);
    });
    fakeApi.on(usersRoutes.listUsers, () => ({ items: [{ ...ada, version: 5 }], total: 1, page: 0, size: 100 }));
    await user.click(button('Deactivate'));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    await user.click(button('Reload'));
    expect(await screen.findByText(RELOADED)).toBeTruthy();
    fakeApi.on(usersRoutes.updateUser, ({ body }) => ({ ...ada, ...body, version: 6 }));
    await user.click(button('Deactivate'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(usersRoutes.updateUser).at(-1)!.body).toMatchObject({ activated: false, version: 5 });
  });

  it('a role assignment refused with a 409 keeps the chosen role through Reload', async () => {
    let version = 3;
    fakeApi.on(usersRoutes.getUserRole, () => ({ userId: ada.id, login: ada.login, role: roles[1]!, version }));
    fakeApi.on(usersRoutes.putUserRole, () => {
      throw apiError(409, CONFLICT);
    });
    const { user, button, onClose, ...view } = open('role');
    expect(await screen.findByText('Current role: Company user')).toBeTruthy();
    await chooseRole(view.page, ROLE);
    await user.click(button('Save'));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();

    version = 9;
    await user.click(button('Reload'));
    expect(await screen.findByText(RELOADED)).toBeTruthy();
    expect(roleSelect(view.page).findTrigger().getElement().textContent).toContain('Company administrator');
    fakeApi.on(usersRoutes.putUserRole, ({ body }) => ({
      userId: ada.id,
      login: ada.login,
      role: roles[0]!,
      version: body.version + 1,
    }));
    await user.click(button('Save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(usersRoutes.putUserRole).at(-1)!.body).toEqual({ roleId: ROLE, version: 9 });
  });
});
