import * as z from 'zod';
import { route } from './route';
import { UserView } from '../schemas/account';

const group = 'users' as const;

/** Users and access (spec §7). The administration issue completes this group. */
export const usersRoutes = {
  listUsers: route({
    method: 'GET',
    path: '/api/userInfos/all',
    group,
    access: 'users:manage',
    query: z.strictObject({
      cursor: z.string().max(2048).optional(),
      size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({ items: z.array(UserView), cursor: z.string().optional() }),
    spec: 'GET /userInfos/all',
  }),
};
