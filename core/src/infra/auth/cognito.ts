import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import { Resource } from '../resources';
import { SDK_CLIENT_CONFIG } from '../sdkConfig';

/**
 * Cognito holds identity only: names, roles and tenancy stay in DynamoDB.
 * The SDK loads on first use: most requests of a group never touch Cognito, and its client
 * would otherwise cost every cold start (test/bench).
 */
const sdk = () => import('@aws-sdk/client-cognito-identity-provider');
let client: CognitoIdentityProviderClient | undefined;
async function idp() {
  const { CognitoIdentityProviderClient } = await sdk();
  return (client ??= new CognitoIdentityProviderClient(SDK_CLIENT_CONFIG));
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

/**
 * An identity for a user an administrator invited: disabled, with a random password nobody
 * knows; the invitee chooses theirs with the key in the activation mail. An identity that
 * already exists under a login DynamoDB says is free (left over from a wiped table or a failed
 * create) is taken over, since DynamoDB decides who exists.
 */
export async function createInvitedIdentity(login: string, email: string) {
  const password = `${randomBytes(24).toString('base64url')}-Aa1`;
  try {
    await createIdentity(login, email, password, false);
  } catch (err) {
    if ((err as { name?: string }).name !== 'UsernameExistsException') throw err;
    const { AdminUpdateUserAttributesCommand } = await sdk();
    const attributes = [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ];
    await (
      await idp()
    ).send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: UserPoolId(), Username: login, UserAttributes: attributes }),
    );
    await setPassword(login, password);
    await setEnabled(login, false);
  }
}
