import { assuranceRoutes } from '@esg/core/contract/assurance';
import { sampleRoutes } from '@esg/core/contract/samples';
import * as Samples from '@esg/core/domain/assurance/sample';
import { figureTrail } from '@esg/core/domain/assurance/trail';
import { explainAnomaly, readAnomalies } from '@esg/core/domain/assurance/anomalies';
import { confirmZeros, readCompleteness } from '@esg/core/domain/assurance/completeness';
import { evidenceIntegrity } from '@esg/core/domain/assurance/evidence';
import { readThresholds, saveThresholds } from '@esg/core/domain/assurance/store';
import { assurancePackZip, requestAssurancePack, yearAssurancePacks } from '@esg/core/domain/assurance/pack/jobs';
import { restateYear, yearRestatements } from '@esg/core/domain/periods/restate';
import { groupHandler } from '../http/group';
import { reportJobYear } from '@esg/core/domain/access/auditorItems';

/** Assurance checks (core/src/contract/assurance.ts): parse → core → respond. */
export const handler = groupHandler(
  { ...assuranceRoutes, ...sampleRoutes },
  {
    completeness: async ({ m, params }) => readCompleteness(m, params.year),
    confirmZeros: async ({ m, params, body }) => confirmZeros(m, params.year, body),
    anomalies: async ({ m, params }) => readAnomalies(m, params.year),
    explainAnomaly: async ({ m, params, body }) => explainAnomaly(m, params.year, params.anomalyId, body.comment),
    evidenceIntegrity: async ({ m, params }) => evidenceIntegrity(m, params.year),
    anomalyThresholds: async ({ m }) => readThresholds(m),
    saveAnomalyThresholds: async ({ m, body }) => saveThresholds(m, body),
    samples: async ({ m, params }) => Samples.listSamples(m, params.year),
    drawSample: async ({ m, params, body }) => Samples.drawSample(m, params.year, body),
    figureTrail: async ({ m, params }) => figureTrail(m, params.year, params.sampleId, params.figureId),
    markFigure: async ({ m, params, body }) => Samples.markFigure(m, params, body),
    requestAssurancePack: async ({ m, params }) => requestAssurancePack(m, params.year),
    assurancePacks: async ({ m, params }) => yearAssurancePacks(m, params.year),
    downloadAssurancePack: async ({ m, params }) => assurancePackZip(m, params.id),
    restatements: async ({ m, params }) => yearRestatements(m, params.year),
    restate: async ({ m, params, body }) => restateYear(m, params.year, body),
  },
  {},
  // An invited auditor downloads the packs of their years only (ADR 0115, 0117).
  { downloadAssurancePack: reportJobYear },
);
