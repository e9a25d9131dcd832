import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** cognito-local signs with a key that ships in its package (which is why it is dev only). */
export const cognitoLocalKey = (): KeyObject => {
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  return createPrivateKey(pem);
};

export const foreignKey = (): KeyObject => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** Signs an RS256 JWT: to forge expired tokens (real key) and tokens from another issuer key. */
export function signJwt(claims: Record<string, unknown>, key: KeyObject, kid = 'CognitoLocal') {
  const head = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(claims)}`;
  const sig = createSign('RSA-SHA256').update(head).sign(key).toString('base64url');
  return `${head}.${sig}`;
}

/** The claims of a real access token, for re-signing with changes. */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
