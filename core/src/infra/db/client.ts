import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Resource } from '../resources';
import { SDK_CLIENT_CONFIG } from '../sdkConfig';
import { consistentReads } from './consistentReads';
import { sharedReads } from './readMemo';

let doc: DynamoDBDocumentClient | undefined;

/** One document client per process: Lambda reuses it across warm invocations. */
export function db(): DynamoDBDocumentClient {
  if (doc) return doc;
  doc = DynamoDBDocumentClient.from(new DynamoDBClient(SDK_CLIENT_CONFIG), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  // Reads made within `withSharedReads` are asked once (readMemo.ts); outside it the middleware passes through.
  doc.middlewareStack.add(sharedReads, { step: 'initialize', name: 'sharedReads' });
  // Reads made within `withConsistentReads` are strongly consistent (consistentReads.ts), before the memo keys them.
  doc.middlewareStack.add(consistentReads, { step: 'initialize', name: 'consistentReads', priority: 'high' });
  return doc;
}

export const tableName = () => Resource.Table.name;
