import { describe, expect, it } from 'vitest';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { handler } from './excelImport';

const record = (messageId: string, body: string) =>
  ({ messageId, receiptHandle: messageId, body, attributes: { ApproximateReceiveCount: '1' } }) as SQSRecord;
const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

/** A notification that names no uploaded workbook (S3's test event, a removal): nothing to do. */
const noWork = (id: string) => record(id, JSON.stringify({ Records: [{ eventName: 'ObjectRemoved:Delete' }] }));

describe('Excel import worker: failures reported per record (Powertools batch)', () => {
  it('lists only the record that failed; the others are done', async () => {
    const out = await handler(event(noWork('a'), record('b', '{not json'), noWork('c')));
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }] });
  });

  it('a batch that failed whole is answered record by record, never thrown (the queue retries each)', async () => {
    const out = await handler(event(record('x', ''), record('y', '[')));
    expect(out.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['x', 'y']);
  });

  it('an empty batch has nothing to report', async () => {
    expect(await handler(event())).toEqual({ batchItemFailures: [] });
  });
});
