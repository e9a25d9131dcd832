import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { Resource } from '../resources';

/** The claims we rely on from a Cognito access token. */
export interface AccessClaims {
  sub: string;
  username: string;
  /** Stable across refreshes of one sign-in in Cognito; cognito-local lacks it. */
  origin_jti?: string;
  jti: string;
  exp: number;
  /** When the user signed in (seconds); Cognito sets it, cognito-local does not. */
  auth_time?: number;
  /** When the token was issued (seconds). */
  iat?: number;
  /** The caller's tenant and user ids, added when the token was issued (domain/tokenClaims.ts, ADR 0085). */
  esg_tenant?: string;
  esg_user?: string;
}

/** aws-jwt-verify's default fetcher refuses http; cognito-local only speaks http. */
class FetchJsonFetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const res = await fetch(uri);
    if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
    return res.arrayBuffer();
  }
}

type Verify = (token: string) => Promise<JwtPayload>;
let verifier: Verify | undefined;

function build(): Verify {
  const poolId = Resource.UserPool.id;
  const clientId = Resource.UserPoolClient.id;
  const local = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
  if (local) {
    const issuer = `${local.replace(/\/$/, '')}/${poolId}`;
    const v = JwtRsaVerifier.create(
      { issuer, jwksUri: `${issuer}/.well-known/jwks.json`, audience: null },
      { jwksCache: new SimpleJwksCache({ fetcher: new FetchJsonFetcher() }) },
    );
    return async (token) => {
      const payload = await v.verify(token);
      if (payload.token_use !== 'access' || payload.client_id !== clientId) throw new Error('wrong token use');
      return payload;
    };
  }
  const v = CognitoJwtVerifier.create({ userPoolId: poolId, tokenUse: 'access', clientId });
  return (token) => v.verify(token) as Promise<JwtPayload>;
}

/** How far a token's issue time may lie ahead of this clock (Cognito's and Lambda's clocks drift apart by less). */
const CLOCK_SKEW_SECONDS = 300;

/**
 * Verifies signature, issuer, expiry and token use; throws on anything else. A token must say when it expires (the
 * verifier checks `exp` only when present) and cannot have been issued in the future: Cognito never issues either,
 * so such a token was made by someone holding a signing key.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  verifier ??= build();
  const payload = await verifier(token);
  if (typeof payload.sub !== 'string' || typeof payload.username !== 'string' || typeof payload.jti !== 'string')
    throw new Error('claims missing');
  if (typeof payload.exp !== 'number') throw new Error('no expiry');
  if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS)
    throw new Error('issued in the future');
  return payload as unknown as AccessClaims;
}
