import * as z from 'zod';
import { route } from './route';
import { ReportJobView } from '../schemas/reportJob';
import {
  AssuranceJobParams,
  AssurancePackItem,
  RestatementSave,
  RestatementsView,
  AnomaliesView,
  AnomalyView,
  AssuranceYearParams,
  CompletenessView,
  EvidenceIntegrityView,
  ExplanationParams,
  ExplanationSave,
  ThresholdsSave,
  ThresholdsView,
  ZeroConfirmation,
} from '../schemas/assurance';

const group = 'assurance' as const;

/**
 * The checks an assurer relies on (docs/decisions/0106-completeness-and-zero-confirmation.md,
 * 0107-anomaly-rules.md): a year's completeness and its anomalies, the owner's confirmations of zero
 * months and explanations of anomalies, and the company's thresholds.
 */
export const assuranceRoutes = {
  completeness: route({
    method: 'GET',
    path: '/api/completeness/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: AssuranceYearParams,
    response: CompletenessView,
  }),
  confirmZeros: route({
    method: 'PUT',
    path: '/api/completeness/{year}/zero',
    group,
    access: 'company:write',
    scope: 'company',
    params: AssuranceYearParams,
    body: ZeroConfirmation,
    response: CompletenessView,
  }),
  anomalies: route({
    method: 'GET',
    path: '/api/anomalies/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: AssuranceYearParams,
    response: AnomaliesView,
  }),
  explainAnomaly: route({
    method: 'PUT',
    path: '/api/anomalies/{year}/{anomalyId}/explanation',
    group,
    access: 'company:write',
    scope: 'company',
    params: ExplanationParams,
    body: ExplanationSave,
    response: AnomalyView,
  }),
  evidenceIntegrity: route({
    method: 'GET',
    path: '/api/evidence-integrity/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: AssuranceYearParams,
    response: EvidenceIntegrityView,
  }),
  anomalyThresholds: route({
    method: 'GET',
    path: '/api/anomaly-thresholds',
    group,
    access: 'company:read',
    scope: 'company',
    response: ThresholdsView,
  }),
  saveAnomalyThresholds: route({
    method: 'PUT',
    path: '/api/anomaly-thresholds',
    group,
    access: 'users:manage',
    scope: 'company',
    body: ThresholdsSave,
    response: ThresholdsView,
  }),
  /**
   * The assurance pack (docs/decisions/0117-the-assurance-pack.md): built by the report worker, listed with its
   * progress, downloaded as one zip. Not spec calls.
   */
  requestAssurancePack: route({
    method: 'POST',
    path: '/api/assurance-pack/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: AssuranceYearParams,
    response: ReportJobView,
    status: 201,
  }),
  assurancePacks: route({
    method: 'GET',
    path: '/api/assurance-packs/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: AssuranceYearParams,
    response: z.array(AssurancePackItem),
  }),
  downloadAssurancePack: route({
    method: 'GET',
    path: '/api/assurance-pack/download/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: AssuranceJobParams,
    kind: 'redirect',
  }),
  /** A printed year reopened to correct it, into a new version with a reason (docs/decisions/0118-restatement.md). */
  restatements: route({
    method: 'GET',
    path: '/api/restatements/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: AssuranceYearParams,
    response: RestatementsView,
  }),
  restate: route({
    method: 'POST',
    path: '/api/restatements/{year}',
    group,
    access: 'users:manage',
    scope: 'company',
    params: AssuranceYearParams,
    body: RestatementSave,
    response: RestatementsView,
    status: 201,
  }),
};
