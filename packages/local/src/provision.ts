import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { LocalConfig } from './config';

/** The table as stacks/storage.ts declares it: pk/sk plus one generic GSI, TTL on `ttl`. */
export async function ensureTable(cfg: LocalConfig) {
  const ddb = new DynamoDBClient({});
  const TableName = cfg.names.table;
  try {
    await ddb.send(new DescribeTableCommand({ TableName }));
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await ddb.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await ddb.send(
    new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true } }),
  );
}

/** Creates the user pool and app client once and remembers their ids under the data dir. */
export async function ensureUserPool(cfg: LocalConfig): Promise<{ poolId: string; clientId: string }> {
  const file = join(cfg.dataDir, 'cognito', 'ids.json');
  const idp = new CognitoIdentityProviderClient({});
  if (existsSync(file)) {
    const ids = JSON.parse(readFileSync(file, 'utf8')) as { poolId: string; clientId: string };
    try {
      await idp.send(new DescribeUserPoolCommand({ UserPoolId: ids.poolId }));
      return ids;
    } catch {
      // the pool was wiped: create it again below
    }
  }
  const pool = await idp.send(
    new CreateUserPoolCommand({ PoolName: cfg.names.pool, Policies: { PasswordPolicy: { MinimumLength: 8 } } }),
  );
  const poolId = pool.UserPool!.Id!;
  const client = await idp.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids = { poolId, clientId: client.UserPoolClient!.ClientId! };
  mkdirSync(join(cfg.dataDir, 'cognito'), { recursive: true });
  writeFileSync(file, JSON.stringify(ids));
  return ids;
}

export async function queueUrl(cfg: LocalConfig, name = cfg.names.queue) {
  const out = await new SQSClient({}).send(new GetQueueUrlCommand({ QueueName: name }));
  return out.QueueUrl!;
}
