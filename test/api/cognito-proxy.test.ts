import { describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { baseUrl, call, DEMO_PASSWORD } from '../support/api';

/** The browser reaches Cognito through the gateway's /cognito/ proxy, as Amplify is configured locally. */
describe('the local /cognito/ proxy', () => {
  it('refreshes tokens with GetTokensFromRefreshToken (Amplify 6), which cognito-local lacks', async () => {
    const clientId = JSON.parse(process.env.SST_RESOURCE_UserPoolClient!).id as string;
    const signIn = await new CognitoIdentityProviderClient({}).send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: 'acme.admin', PASSWORD: DEMO_PASSWORD },
      }),
    );
    const res = await fetch(`${baseUrl()}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: clientId, RefreshToken: signIn.AuthenticationResult!.RefreshToken }),
    });
    expect(res.status).toBe(200);
    const { AuthenticationResult } = (await res.json()) as { AuthenticationResult: { AccessToken: string } };
    expect((await call('GET', '/api/session', { token: AuthenticationResult.AccessToken })).body.user.login).toBe(
      'acme.admin',
    );
  });
});
