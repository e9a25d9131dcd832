import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { db, tableName } from '@esg/core/infra/db/client';
import * as keys from '@esg/core/infra/db/itemKeys';
import { baseUrl, call, DEMO_PASSWORD } from '../support/api';
import { freshUser, whoIs } from '../support/tenants';
import { claimsOf, cognitoLocalKey, signJwt } from '../support/tokens';

/**
 * The caller's tenant and user ids ride in the access token (ADR 0085): the local Cognito stand-in
 * adds them as the AWS pre-token-generation trigger does, with the trigger's own handler.
 */
const clientId = () => JSON.parse(process.env.SST_RESOURCE_UserPoolClient!).id as string;

async function tokensOf(login: string, password = DEMO_PASSWORD) {
  const out = await new CognitoIdentityProviderClient({}).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId(),
      AuthParameters: { USERNAME: login, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult!;
}

/** The same claims, another token id (a session of its own), signed with the stand-in's key. */
const reissued = (token: string, change: Record<string, unknown>) => {
  const { esg_tenant: _tenant, esg_user: _user, ...plain } = claimsOf(token);
  return signJwt({ ...plain, jti: ulid(), ...change }, cognitoLocalKey());
};

describe('token claims', () => {
  it("a sign-in's access token names the caller's tenant and user", async () => {
    const { tenantId, userId } = await whoIs('acme.user');
    const claims = claimsOf((await tokensOf('acme.user')).AccessToken!);
    expect(claims).toMatchObject({ username: 'acme.user', esg_tenant: tenantId, esg_user: userId });
  });

  it('a refresh carries them too, through the gateway as Amplify refreshes', async () => {
    const { tenantId, userId } = await whoIs('globex.admin');
    const { RefreshToken } = await tokensOf('globex.admin');
    const res = await fetch(`${baseUrl()}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: clientId(), RefreshToken }),
    });
    const { AuthenticationResult } = (await res.json()) as { AuthenticationResult: { AccessToken: string } };
    expect(claimsOf(AuthenticationResult.AccessToken)).toMatchObject({ esg_tenant: tenantId, esg_user: userId });
  });

  it('resolves the caller from the claims without reading the login lookup; a token without them still reads it', async () => {
    const user = await freshUser('acme.user');
    const token = (await tokensOf(user.login, user.password)).AccessToken!;
    // The lookup gone, only the claims can say who the caller is.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.login(user.login) }));
    const withClaims = await call('GET', '/api/session', { token });
    expect(withClaims.status).toBe(200);
    expect(withClaims.body.user.login).toBe(user.login);
    expect((await call('GET', '/api/session', { token: reissued(token, {}) })).status).toBe(401);
  });

  it("refuses claims naming a user who is gone, or another login's user", async () => {
    const token = (await tokensOf('acme.user')).AccessToken!;
    const { tenantId } = await whoIs('acme.user');
    const gone = reissued(token, { esg_tenant: tenantId, esg_user: ulid() });
    expect((await call('GET', '/api/session', { token: gone })).status).toBe(401);
    const admin = await whoIs('acme.admin');
    const someoneElse = reissued(token, { esg_tenant: admin.tenantId, esg_user: admin.userId });
    expect((await call('GET', '/api/session', { token: someoneElse })).status).toBe(401);
  });
});
