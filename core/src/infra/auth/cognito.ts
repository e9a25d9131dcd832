import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { Resource } from '../resources';

/** Cognito holds identity only (DESIGN §1): names, roles and tenancy stay in DynamoDB. */
let client: CognitoIdentityProviderClient | undefined;
const idp = () => (client ??= new CognitoIdentityProviderClient({}));
const UserPoolId = () => Resource.UserPool.id;

export async function createIdentity(login: string, email: string, password: string, enabled: boolean) {
  await idp().send(
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
  await idp().send(
    new AdminSetUserPasswordCommand({ UserPoolId: UserPoolId(), Username: login, Password: password, Permanent: true }),
  );
}

export async function setEnabled(login: string, enabled: boolean) {
  const input = { UserPoolId: UserPoolId(), Username: login };
  await idp().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}

/** Verifies the current password as Cognito does: with the caller's own access token. */
export async function changeOwnPassword(accessToken: string, current: string, proposed: string) {
  await idp().send(
    new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: current, ProposedPassword: proposed }),
  );
}
