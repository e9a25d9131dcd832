import type { z } from 'zod';
import type { PasswordChange } from '@esg/core/schemas/account';
import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../../api/client';

/** PUT /api/user/change-password: Cognito checks the current password. */
export const changePassword = (body: z.input<typeof PasswordChange>) =>
  callRoute(sessionRoutes.changePassword, { body });
