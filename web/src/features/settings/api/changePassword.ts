import type { z } from 'zod';
import type { MessageReply, PasswordChange } from '@esg/core/schemas/account';
import { apiRequest } from '../../../api/client';

/** PUT /api/user/change-password: Cognito checks the current password. */
export const changePassword = (body: z.input<typeof PasswordChange>) =>
  apiRequest<z.output<typeof MessageReply>>('/user/change-password', { method: 'PUT', body });
