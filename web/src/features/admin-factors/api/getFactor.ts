import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';

/** GET /api/emission-factors/{id}: one factor as stored now (what "Reload" after a conflict reads). */
export const fetchFactor = (id: string, signal?: AbortSignal) =>
  callRoute(adminRoutes.getFactor, { params: { factorId: id }, signal });
