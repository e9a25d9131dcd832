import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { Resource } from '../resources';

/**
 * Cognito holds identity only (DESIGN §1): names, roles and tenancy stay in DynamoDB.
 * The SDK loads on first use: most requests of a group never touch Cognito, and its client
 * would otherwise cost every cold start (test/bench).
 */
const sdk = () => import('@aws-sdk/client-cognito-identity-provider');
let client: CognitoIdentityProviderClient | undefined;
async function idp() {
  const { CognitoIdentityProviderClient } = await sdk();
  return (client ??= new CognitoIdentityProviderClient({}));
}
const UserPoolId = () => Resource.UserPool.id;

export async function createIdentity(login: string, email: string, password: string, enabled: boolean) {
  const { AdminCreateUserCommand } = await sdk();
  await (
    await idp()
  ).send(
    new AdminCreateUserCommand({
      UserPoolId: UserPoolId(),
      Username: login,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await setPassword(login, password);
  if (!enabled) await setEnabled(login, false);
}

export async function setPassword(login: string, password: string) {
  const { AdminSetUserPasswordCommand } = await sdk();
  await (
    await idp()
  ).send(
    new AdminSetUserPasswordCommand({ UserPoolId: UserPoolId(), Username: login, Password: password, Permanent: true }),
  );
}

export async function setEnabled(login: string, enabled: boolean) {
  const { AdminEnableUserCommand, AdminDisableUserCommand } = await sdk();
  const input = { UserPoolId: UserPoolId(), Username: login };
  await (await idp()).send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}

/** Verifies the current password as Cognito does: with the caller's own access token. */
export async function changeOwnPassword(accessToken: string, current: string, proposed: string) {
  const { ChangePasswordCommand } = await sdk();
  await (
    await idp()
  ).send(
    new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: current, ProposedPassword: proposed }),
  );
}
