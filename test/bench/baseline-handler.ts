import middy from '@middy/core';
import * as z from 'zod';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * The least a real handler of ours could be: the same three libraries (middy, zod, lib-dynamodb)
 * doing one validated GetItem. The bench bundles it exactly like the real handlers, so the
 * ratio shows only what our own layers (contract, core, Powertools, JWT, …) add on top.
 * `import * as z` is zod 4's documented form: esbuild then keeps only the zod we use (~85 KB).
 * `import { z }` binds zod's whole namespace object and drags in all ~60 locales and the JSON
 * Schema converters (~450 KB), a cost no handler needs, so the baseline does not pay it.
 */
const Params = z.strictObject({ login: z.string().min(1).max(128) });
const Lookup = z.object({ tenantId: z.string(), userId: z.string() });

// Created at import time, as a real handler does, so its cost is part of the cold import.
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>().handler(async (event) => {
  const params = Params.safeParse(event.pathParameters ?? {});
  if (!params.success) return { statusCode: 400, body: JSON.stringify(params.error.issues) };
  const out = await doc.send(
    new GetCommand({ TableName: 'esg', Key: { pk: `LOGIN#${params.data.login}`, sk: 'LOOKUP' } }),
  );
  if (!out.Item) return { statusCode: 404 };
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(Lookup.parse(out.Item)),
  };
});
