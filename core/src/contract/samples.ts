import * as z from 'zod';
import { route } from './route';
import { FigureMark, FigureTrail, SampleDraw, SampleFigureParams, SampleParams, SampleView } from '../schemas/audit';

/**
 * The auditor's sample of a year's figures and its trace (docs/decisions/0116-sample-and-trace.md): drawn and
 * marked by the auditor (`assurance:audit`), read by the company.
 */
export const sampleRoutes = {
  samples: route({
    method: 'GET',
    path: '/api/audit-samples/{year}',
    group: 'assurance',
    access: 'company:read',
    scope: 'company',
    params: SampleParams,
    response: z.array(SampleView),
  }),
  drawSample: route({
    method: 'POST',
    path: '/api/audit-samples/{year}',
    group: 'assurance',
    access: 'assurance:audit',
    scope: 'company',
    params: SampleParams,
    body: SampleDraw,
    response: SampleView,
    status: 201,
  }),
  figureTrail: route({
    method: 'GET',
    path: '/api/audit-samples/{year}/{sampleId}/figures/{figureId}',
    group: 'assurance',
    access: 'company:read',
    scope: 'company',
    params: SampleFigureParams,
    response: FigureTrail,
  }),
  markFigure: route({
    method: 'PUT',
    path: '/api/audit-samples/{year}/{sampleId}/figures/{figureId}',
    group: 'assurance',
    access: 'assurance:audit',
    scope: 'company',
    params: SampleFigureParams,
    body: FigureMark,
    response: SampleView,
  }),
};
