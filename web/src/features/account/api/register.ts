import type { z } from 'zod';
import type { Registration } from '@esg/core/schemas/account';
import { sessionRoutes } from '@esg/core/contract/session';
import { callRoute } from '../../../api/client';

/** POST /api/auth/register: a new company and its administrator, inactive until the mailed key is used. */
export const register = (body: z.input<typeof Registration>) => callRoute(sessionRoutes.register, { body });
