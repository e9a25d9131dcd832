import { getItem } from '../infra/db/repo';
import * as keys from '../infra/db/itemKeys';
import type { UserLookup } from './records';

/**
 * The caller's tenant and user ids, carried in the access token (ADR 0085): Cognito's
 * pre-token-generation trigger adds them in AWS, the local Cognito stand-in the same, so a request
 * resolving its caller reads the user and the session at once instead of the login lookup first.
 */
export const CLAIMS = { tenant: 'esg_tenant', user: 'esg_user' } as const;
export type TokenClaims = Partial<Record<(typeof CLAIMS)[keyof typeof CLAIMS], string>>;

/**
 * The claims for a login, read when a token is issued or refreshed: a user moved or deactivated is
 * carried by the next refresh, and a removed user's old token finds no user record (membership.ts).
 * A login without a lookup gets none, and its requests resolve the caller by the login as before.
 */
export async function tokenClaims(login: string): Promise<TokenClaims> {
  const lookup = await getItem<UserLookup>(keys.login(login));
  return lookup ? { [CLAIMS.tenant]: lookup.tenantId, [CLAIMS.user]: lookup.userId } : {};
}
