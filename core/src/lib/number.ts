import * as z from 'zod';
import * as msg from '../messages';

/**
 * Numbers the database stores and gives back exactly (docs/decisions/0020-input-hygiene.md).
 * A JSON number is read as an IEEE double: above 2^53 it may already differ from what was sent
 * (9007199254740993 arrives as …992), and the DynamoDB SDK refuses to write it; DynamoDB refuses
 * magnitudes below 1e-130 or from 1e126. So a stored number is finite, within ±(2^53 − 1), and
 * zero or at least 1e-130 in magnitude. Every number field of a request schema is one of these
 * (a unit test walks the contract); decimal quantities that need more travel as decimal text.
 */
export const STORABLE_MIN_MAGNITUDE = 1e-130;

export function isStorableNumber(n: number): boolean {
  if (!Number.isFinite(n)) return false;
  const abs = Math.abs(n);
  return abs <= Number.MAX_SAFE_INTEGER && (abs === 0 || abs >= STORABLE_MIN_MAGNITUDE);
}

/** z.number() for request schemas: refused with a 400 when the database could not keep it exactly. */
export const storableNumber = () =>
  z.number().refine(isStorableNumber, { message: msg.numberNotStorable.text, params: { key: 'numberNotStorable' } });
