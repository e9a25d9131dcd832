import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sampleRoutes } from '@esg/core/contract/samples';
import type { FigureMark, SampleDraw } from '@esg/core/schemas/audit';
import { callRoute } from '../../../api/client';
import { invalidateRoutes, routeQuery } from '../../../api/routeQuery';

export const samplesQuery = (year: string) => routeQuery(sampleRoutes.samples, { params: { year } });
export const trailQuery = (year: string, sampleId: string, figureId: string) =>
  routeQuery(sampleRoutes.figureTrail, { params: { year, sampleId, figureId } });

/** POST /api/audit-samples/{year}: the drawn sample joins the year's list. */
export function useDrawSample(year: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof SampleDraw>) => callRoute(sampleRoutes.drawSample, { params: { year }, body }),
    onSuccess: () => invalidateRoutes(client, sampleRoutes.samples),
  });
}

/** PUT …/figures/{figureId}: the mark is saved on the sample, read again with the trail. */
export function useMarkFigure(year: string, sampleId: string, figureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof FigureMark>) =>
      callRoute(sampleRoutes.markFigure, { params: { year, sampleId, figureId }, body }),
    onSuccess: () => {
      void invalidateRoutes(client, sampleRoutes.samples);
      return invalidateRoutes(client, sampleRoutes.figureTrail);
    },
  });
}
