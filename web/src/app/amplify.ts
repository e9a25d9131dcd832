import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from './config';

/** Cognito is identity only (DESIGN §1): Amplify needs just the pool, the client and, locally, the endpoint. */
export function configureAuth({ cognito }: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        ...(cognito.userPoolEndpoint ? { userPoolEndpoint: cognito.userPoolEndpoint } : {}),
      },
    },
  });
}
