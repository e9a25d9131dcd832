import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { tokenClaims } from '@esg/core/domain/tokenClaims';

/**
 * Cognito's pre-token-generation trigger (V2: it may add claims to the access token): the caller's
 * tenant and user ids, on every sign-in and refresh (ADR 0085). The local Cognito stand-in calls this
 * same handler (packages/local/src/tokenClaims.ts).
 */
export async function handler(event: PreTokenGenerationV2TriggerEvent): Promise<PreTokenGenerationV2TriggerEvent> {
  const claims = await tokenClaims(event.userName);
  event.response = { claimsAndScopeOverrideDetails: { accessTokenGeneration: { claimsToAddOrOverride: claims } } };
  return event;
}
