import type { z } from 'zod';
import type { PasswordResetFinish } from '@esg/core/schemas/account';
import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../../api/client';

/** PUT /api/user/forget-password/{email}: answers alike for known and unknown addresses. */
export const requestPasswordReset = (email: string) =>
  callRoute(sessionRoutes.forgetPassword, { params: { value: email } });

/** PUT /api/user/reset-password/{key}: the mailed (or invitation) key, valid once for 24 hours. */
export const finishPasswordReset = (key: string, body: z.input<typeof PasswordResetFinish>) =>
  callRoute(sessionRoutes.resetPassword, { params: { value: key }, body });
