import type { z } from 'zod';
import type { UserInfoUpdate, UserView } from '@esg/core/schemas/account';
import { apiRequest } from '../../api/client';

export type UserInfo = z.output<typeof UserView>;
export type UserInfoInput = z.input<typeof UserInfoUpdate>;

/** GET /api/userInfo: read fresh, so an edit is based on the current version. */
export const fetchUserInfo = () => apiRequest<UserInfo>('/userInfo');

/** PUT /api/userInfo: names, e-mail and language with the version they were based on (409 if stale). */
export const putUserInfo = (body: UserInfoInput) => apiRequest<UserInfo>('/userInfo', { method: 'PUT', body });
