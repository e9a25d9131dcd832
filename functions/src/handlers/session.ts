import { sessionRoutes } from '@esg/core/contract/session';
import * as Session from '@esg/core/domain/account/session';
import * as Profile from '@esg/core/domain/account/profile';
import * as Password from '@esg/core/domain/account/password';
import * as Registration from '@esg/core/domain/account/registration';
import { groupHandler } from '../http/group';

/** Session and self-service account calls: each line hands parsed input to the domain. */
export const handler = groupHandler(sessionRoutes, {
  greeting: async () => 'Hello',
  ping: async () => undefined,
  getSession: async ({ m }) => Session.sessionView(m),
  logout: async ({ m }) => Session.logout(m),
  listSessions: async ({ m, query }) => Session.listSessions(m, query.ended === 'true'),
  invalidateSession: async ({ m, params }) => Session.invalidateSession(m, params.id),
  getUserInfo: async ({ m }) => Profile.getUserInfo(m),
  putUserInfo: async ({ m, body }) => Profile.updateUserInfo(m, body),
  getUser: async ({ m }) => Profile.getUserInfo(m),
  changePassword: async ({ m, token, body }) => Password.changePassword(m, token ?? '', body),
  forgetPassword: async ({ params }) => Password.requestPasswordReset(params.value),
  resetPassword: async ({ params, body }) => Password.finishPasswordReset(params.value, body),
  register: async ({ body }) => Registration.register(body),
  activate: async ({ params }) => Registration.activate(params.value),
});
