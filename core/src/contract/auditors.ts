import * as z from 'zod';
import { route } from './route';
import { AuditorInvite, AuditorUpdate, AuditorView } from '../schemas/auditor';
import { IdParam } from '../schemas/users';

/**
 * The company's auditors (docs/decisions/0115-the-auditor.md): an administrator invites an assurance
 * provider's user, read-only, for chosen years until an end date. Users group: it sends the invitation mail.
 */
export const auditorRoutes = {
  auditors: route({
    method: 'GET',
    path: '/api/auditors',
    group: 'users',
    access: 'users:manage',
    scope: 'company',
    response: z.array(AuditorView),
  }),
  inviteAuditor: route({
    method: 'POST',
    path: '/api/auditors',
    group: 'users',
    access: 'users:manage',
    scope: 'company',
    body: AuditorInvite,
    response: AuditorView,
    status: 201,
  }),
  updateAuditor: route({
    method: 'PUT',
    path: '/api/auditors/{id}',
    group: 'users',
    access: 'users:manage',
    scope: 'company',
    params: IdParam,
    body: AuditorUpdate,
    response: AuditorView,
  }),
};
