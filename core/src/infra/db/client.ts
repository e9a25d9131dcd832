import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Resource } from '../resources';
import { SDK_CLIENT_CONFIG } from '../sdkConfig';

let doc: DynamoDBDocumentClient | undefined;

/** One document client per process: Lambda reuses it across warm invocations. */
export function db(): DynamoDBDocumentClient {
  doc ??= DynamoDBDocumentClient.from(new DynamoDBClient(SDK_CLIENT_CONFIG), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return doc;
}

export const tableName = () => Resource.Table.name;
