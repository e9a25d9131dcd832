import { ulid } from 'ulid';
import { policies } from '@esg/core/pages/background/policies';

/** Every policy question of the Policies page, from its declaration (a new policy needs no test edit); not its comply card. */
export const POLICY_IDS = policies.tabs.flatMap((t) =>
  t.cards.flatMap((c) => c.fields.filter((f) => f.kind === 'yesNoNtd').map((f) => f.id)),
);

/** A valid board member with a unique e-mail address (the board list refuses duplicates). */
export const member = (name: string) => ({
  name,
  positionTitle: 'Independent non-executive director',
  email: `${name.toLowerCase()}.${ulid().toLowerCase()}@example.com`,
  groupName: 'Board',
});
