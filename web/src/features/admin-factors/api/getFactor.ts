import { apiRequest } from '../../../api/client';
import type { Factor } from './listFactors';

/** GET /api/emission-factors/{id}: one factor as stored now (what "Reload" after a conflict reads). */
export const fetchFactor = (id: string, signal?: AbortSignal) =>
  apiRequest<Factor>(`/emission-factors/${encodeURIComponent(id)}`, { signal });
