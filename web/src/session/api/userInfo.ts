import type { z } from 'zod';
import type { UserInfoUpdate, UserView } from '@esg/core/schemas/account';
import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../api/client';

export type UserInfo = z.output<typeof UserView>;
export type UserInfoInput = z.input<typeof UserInfoUpdate>;

/** GET /api/userInfo: read fresh, so an edit is based on the current version. */
export const fetchUserInfo = () => callRoute(sessionRoutes.getUserInfo);

/** PUT /api/userInfo: names, e-mail and language with the version they were based on (409 if stale). */
export const putUserInfo = (body: UserInfoInput) => callRoute(sessionRoutes.putUserInfo, { body });
