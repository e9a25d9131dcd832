import { usersRoutes } from '@esg/core/contract/users';
import { auditorRoutes } from '@esg/core/contract/auditors';
import * as Auditors from '@esg/core/domain/access/auditors';
import * as UserAdmin from '@esg/core/domain/userAdmin';
import * as Invite from '@esg/core/domain/access/invite';
import * as Invitation from '@esg/core/domain/access/invitation';
import * as UserEdit from '@esg/core/domain/access/userEdit';
import * as Users from '@esg/core/domain/access/users';
import * as Roles from '@esg/core/domain/access/roles';
import * as Privileges from '@esg/core/domain/access/privilegeCatalogue';
import * as Pages from '@esg/core/domain/access/pageAuth';
import { groupHandler } from '../http/group';

/** Users and access: user management, roles, the privilege catalogue and page authorization. */
export const handler = groupHandler(
  { ...usersRoutes, ...auditorRoutes },
  {
    listUsers: async ({ m, query }) => UserAdmin.listUsers(m, query),
    createUser: async ({ m, body }) => Invite.createUser(m, body),
    updateUser: async ({ m, params, body }) => UserEdit.updateUser(m, params.id, body),
    resendInvitation: async ({ m, params, body }) => Invitation.resendInvitation(m, params.id, body),
    revokeInvitation: async ({ m, params, body }) => Invitation.revokeInvitation(m, params.id, body),
    myRole: async ({ m }) => Users.myRole(m),
    getUserRole: async ({ m, params }) => Users.getUserRole(m, params.id),
    putUserRole: async ({ m, params, body }) => UserEdit.putUserRole(m, params.id, body),
    roleByToken: async ({ m }) => Roles.roleByToken(m),
    listRoles: async ({ m }) => Roles.listRoles(m),
    getRole: async ({ m, params }) => Roles.getRole(m, params.id),
    updateRole: async ({ m, params, body }) => Roles.updateRole(m, params.id, body),
    listPrivileges: async () => Privileges.listPrivileges(),
    createPrivilege: async ({ body }) => Privileges.createPrivilege(body),
    updatePrivilege: async ({ params, body }) => Privileges.updatePrivilege(params.id, body),
    myPages: async ({ m }) => Pages.myPages(m),
    roleSidebar: async ({ m, params }) => Pages.roleSidebar(m, params.id),
    rolePages: async ({ m, params }) => Pages.rolePages(m, params.id),
    putRolePages: async ({ m, params, body }) => Pages.setRolePages(m, params.id, body),
    auditors: async ({ m }) => Auditors.listAuditors(m),
    inviteAuditor: async ({ m, body }) => Auditors.inviteAuditor(m, body),
    updateAuditor: async ({ m, params, body }) => Auditors.updateAuditor(m, params.id, body),
  },
);
