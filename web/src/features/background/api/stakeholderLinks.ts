import type { StakeholderLinkName } from '@esg/core/schemas/questionnaire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import { callRoute } from '../../../api/client';
import { stakeholderKeys } from '../../../api/stakeholderLinks';

const useRefreshing = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The matrix's group filter lists the links too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: stakeholderKeys.all }),
        client.invalidateQueries({ queryKey: ['materialityMatrix'] }),
      ]),
  });
};

/** POST /api/questionnaire/stakeholderLinks/{year}: a new shared link. */
export const useCreateStakeholderLink = (year: string) =>
  useRefreshing((name: StakeholderLinkName) =>
    callRoute(questionnaireRoutes.createStakeholderLink, { params: { year }, body: { name } }),
  );

/** PUT /api/questionnaire/stakeholderLink/{id}: a new name, the same link. */
export const useRenameStakeholderLink = (year: string) =>
  useRefreshing(({ id, name }: { id: string; name: StakeholderLinkName }) =>
    callRoute(questionnaireRoutes.renameStakeholderLink, { params: { id }, body: { year, name } }),
  );

/** DELETE /api/questionnaire/stakeholderLink/{id}?year=: the link stops working; its answers are removed. */
export const useDeleteStakeholderLink = (year: string) =>
  useRefreshing((id: string) =>
    callRoute(questionnaireRoutes.deleteStakeholderLink, { params: { id }, query: { year } }),
  );
