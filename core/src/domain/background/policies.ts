import { policies } from '../../pages/background/policies';
import { PROVISIONS } from '../../catalogue/provisions';
import { REFERENCE_LISTS } from '../../catalogue/lists';
import type { PagePayload, YesNoValue } from '../../catalogue/values';
import { withSchema } from '../files/validated';
import { readPageData } from '../pageData/read';
import { YearParams, type PolicyView } from '../../schemas/pageBodies';

const byCode = new Map(PROVISIONS.map((p) => [p.code, p]));
const PART = { environmentalTab: 'environmental', socialTab: 'social' } as const;

/**
 * GET /api/policies: the policy catalogue, one entry per HKEX aspect, read from the policies page's
 * declaration (each question feeds its aspect's general disclosure, `<aspect>-GD`).
 */
export const POLICY_CATALOGUE: readonly PolicyView[] = policies.tabs.flatMap((tab) =>
  tab.cards.flatMap((card) =>
    card.fields.flatMap((f) => {
      const code = f.provisions?.[0];
      const provision = code ? byCode.get(code) : undefined;
      if (!provision) return [];
      const part = PART[tab.id as keyof typeof PART];
      return [
        {
          fieldId: f.id,
          code: provision.code,
          aspect: provision.aspect,
          part,
          title: provision.title,
          labels: f.labels,
        },
      ];
    }),
  ),
);

const orNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * GET /api/policies/combinations/{year}: the catalogue combined with the company's answers for the
 * year: each aspect's answer (1 yes, 0 no, -1 not to disclose, null unanswered), the policy's name,
 * what it covers and compliance under a Yes, the reason under a -1.
 */
export const policyCombinations = withSchema(YearParams, async (m, { year }) => {
  const view = await readPageData(m, policies, year);
  const values = view.values as PagePayload;
  return {
    yearEnd: view.yearEnd,
    version: view.version,
    locked: view.locked,
    policies: POLICY_CATALOGUE.map((p) => {
      const a = values[p.fieldId] as YesNoValue | null | undefined;
      const details = a?.details ?? {};
      return {
        ...p,
        answer: a?.answer ?? null,
        policyName: orNull(details[`${p.fieldId}Name`]),
        coverage: orNull(details[`${p.fieldId}Details`]),
        compliance: orNull(details[`${p.fieldId}Compliance`]),
        reason: orNull(a?.reason),
      };
    }),
  };
});

/** GET /api/stakeholder/types: the stakeholder groups, channels and activities the engagement page offers. */
export const stakeholderTypes = () => ({
  types: [...(REFERENCE_LISTS.stakeholderGroups ?? [])],
  channels: [...(REFERENCE_LISTS.engagementChannels ?? [])],
  activities: [...(REFERENCE_LISTS.engagementActivities ?? [])],
});
