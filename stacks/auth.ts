import { table } from './storage';
import { TOKEN_CLAIMS_TRIGGER } from './settings';

const production = $app.stage === 'production';

/**
 * Identity only (docs/architecture.md): roles, privileges and tenancy live in DynamoDB. Users sign in with a
 * username; accounts are created by the API (AdminCreateUser), never by self sign-up, and
 * password resets go through the product's own e-mailed keys, not Cognito's.
 */
export const userPool = new sst.aws.CognitoUserPool('UserPool', {
  // The caller's tenant and user ids as access-token claims (ADR 0085); only the table is read.
  triggers: {
    preTokenGeneration: { handler: TOKEN_CLAIMS_TRIGGER.handler, link: [table] },
    preTokenGenerationVersion: TOKEN_CLAIMS_TRIGGER.version,
  },
  transform: {
    userPool: (args) => {
      // The product's own rule (core/src/schemas/common.ts Password): 8–50 characters, no classes.
      args.passwordPolicy = {
        minimumLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireNumbers: false,
        requireSymbols: false,
        temporaryPasswordValidityDays: 7,
      };
      args.adminCreateUserConfig = { allowAdminCreateUserOnly: true };
      args.accountRecoverySetting = { recoveryMechanisms: [{ name: 'admin_only', priority: 1 }] };
      args.deletionProtection = production ? 'ACTIVE' : 'INACTIVE';
      args.userPoolTier = TOKEN_CLAIMS_TRIGGER.tier;
    },
  },
});

/**
 * The web app's public client: SRP in AWS (USER_SRP_AUTH in config.json), password auth for the
 * server-side session call and tests, refresh tokens. No secret (it runs in browsers), no OAuth.
 */
export const userPoolClient = userPool.addClient('UserPoolClient', {
  transform: {
    client: (args) => {
      args.explicitAuthFlows = ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];
      args.generateSecret = false;
      args.preventUserExistenceErrors = 'ENABLED';
      args.enableTokenRevocation = true;
      args.allowedOauthFlowsUserPoolClient = false;
      delete args.allowedOauthFlows;
      delete args.allowedOauthScopes;
      delete args.callbackUrls;
    },
  },
});
