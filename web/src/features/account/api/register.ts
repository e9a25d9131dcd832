import type { z } from 'zod';
import type { MessageReply, Registration } from '@esg/core/schemas/account';
import { apiRequest } from '../../../api/client';

/** POST /api/auth/register: a new company and its administrator, inactive until the mailed key is used. */
export const register = (body: z.input<typeof Registration>) =>
  apiRequest<z.output<typeof MessageReply>>('/auth/register', { method: 'POST', body });
