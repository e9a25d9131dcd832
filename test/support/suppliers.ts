import { ulid } from 'ulid';
import { expect } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@esg/core/infra/db/client';
import * as keys from '@esg/core/infra/db/itemKeys';
import { call, inbox } from './api';
import { dayIn } from './days';

/** A due day a month ahead, as the tests' requests ask for. */
export const DUE = dayIn(30);

/** The `/supplier?id=` token in a link or mail text. */
export const supplierTokenIn = (text: string) => /\/supplier\?id=([\w-]+)/.exec(text)?.[1];

/** A request to a fresh contact address of a supplier, in `language`, due `dueDate`. */
export const requestBody = (over: Record<string, unknown> = {}) => ({
  supplierName: 'Kowloon Packaging Ltd',
  contactName: 'Wing Chan',
  email: `wing.${ulid().toLowerCase()}@example.com`,
  language: 'en',
  dueDate: DUE,
  ...over,
});

/** Sends a request in the company's `year` and reads its link from the contact's newest mail. */
export async function sendRequest(token: string, year: string, over: Record<string, unknown> = {}) {
  const body = requestBody(over);
  const sent = await call('POST', `/api/supplierRequests/${year}`, { token, body });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const mails = (await inbox()).filter((m) => m.to === body.email);
  const link = supplierTokenIn(mails.at(-1)?.text ?? '');
  expect(link, 'the request mail names its link').toBeTruthy();
  return { id: sent.body.id as string, version: sent.body.version as number, email: body.email, link: link!, mails };
}

/** A share-based answer: 1,250.5 + 3,749.5 t at 12.5 % = 625 tCO2e attributable. */
export const shareAnswer = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  basis: 'share',
  scope1: '1250.5',
  scope2: '3749.5',
  sharePercent: '12.5',
  method: 'GHG Protocol corporate inventory, revenue share',
  ...over,
});

/** Moves a request's due day into the past, as time would: it is then overdue while unanswered. */
export const letDueDayPass = (tenantId: string, year: string, id: string) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.supplierRequest(tenantId, year, id),
      UpdateExpression: 'SET dueDate = :past',
      ExpressionAttributeValues: { ':past': dayIn(-1) },
    }),
  );

/**
 * Moves a request's mails `hours` into the past, as time would: its sending and, once reminded, its last reminder
 * (ADR 0119 amended: a reminder waits a day after the last mail).
 */
export async function letHoursPass(tenantId: string, year: string, id: string, hours: number) {
  const Key = keys.supplierRequest(tenantId, year, id);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  const earlier = (iso: unknown) =>
    typeof iso === 'string' ? new Date(Date.parse(iso) - hours * 3_600_000).toISOString() : null;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET sentAt = :sent, remindedAt = :reminded',
      ExpressionAttributeValues: { ':sent': earlier(Item?.sentAt), ':reminded': earlier(Item?.remindedAt) },
    }),
  );
}

/** The company's supplier requests of a year, with their attributed total. */
export const supplierRequests = async (token: string, year: string) =>
  (await call('GET', `/api/supplierRequests/${year}`, { token })).body;

/** One Scope 3 category's line of the year's climate metrics. */
export const scope3Category = async (token: string, year: string, category: number) =>
  (await call('GET', `/api/climate/metrics/${year}`, { token })).body.scope3.find(
    (l: { category: number }) => l.category === category,
  );
