import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { notMaterialOffers, type NotMaterialOffer } from '@esg/core/calc/materiality/explain';
import { matrixQuery } from '../../api/materialityMatrix';

const NONE: ReadonlyMap<string, NotMaterialOffer> = new Map();

/**
 * The page's comply-or-explain provisions the board judged not material this year, by their reason
 * field. Pages without a comply card ask nothing; a matrix that cannot be read offers nothing.
 */
export function useNotMaterialOffers(page: PageDeclaration, year: string): ReadonlyMap<string, NotMaterialOffer> {
  const { explains } = page;
  const matrix = useQuery({ ...matrixQuery(year), enabled: Boolean(explains?.length) });
  return useMemo(
    () =>
      matrix.data && explains ? new Map(notMaterialOffers(matrix.data, explains).map((o) => [o.reason, o])) : NONE,
    [matrix.data, explains],
  );
}
