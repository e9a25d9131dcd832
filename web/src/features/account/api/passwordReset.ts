import type { z } from 'zod';
import type { MessageReply, PasswordResetFinish } from '@esg/core/schemas/account';
import { apiRequest } from '../../../api/client';

type Reply = z.output<typeof MessageReply>;

/** PUT /api/user/forget-password/{email}: answers alike for known and unknown addresses. */
export const requestPasswordReset = (email: string) =>
  apiRequest<Reply>(`/user/forget-password/${encodeURIComponent(email)}`, { method: 'PUT' });

/** PUT /api/user/reset-password/{key}: the mailed (or invitation) key, valid once for 24 hours. */
export const finishPasswordReset = (key: string, body: z.input<typeof PasswordResetFinish>) =>
  apiRequest<Reply>(`/user/reset-password/${encodeURIComponent(key)}`, { method: 'PUT', body });
