import { parseDecimal, rational, toDecimal, type Rational } from '../../lib/rational';
import { AppError, ValidationError } from '../../errors';
import { loadUnits } from './read';
import * as msg from '../../messages';

const exact = (r: Rational) => ({ numerator: String(r.n), denominator: String(r.d), decimal: toDecimal(r) });

/**
 * GET /api/uom/convert: the exact factor from one unit to another of the same type (and the
 * converted value when given). Across types, or with no conversion path, it refuses with 400.
 */
export async function convertUnits(q: { from: string; to: string; value?: string }) {
  const { graph } = await loadUnits();
  const c = graph.factor(q.from, q.to);
  if (!c.ok) {
    if (c.reason === 'unknown-unit')
      throw ValidationError([
        {
          path: q.from === c.unit ? 'query.from' : 'query.to',
          message: `Unknown unit ${c.unit}.`,
          code: 'unknownUnit',
        },
      ]);
    if (c.reason === 'different-types')
      throw new AppError(
        400,
        'UNIT_TYPES_DIFFER',
        msg.unitTypesDiffer,
        { fromType: c.fromType, toType: c.toType },
        `${q.from} (${c.fromType}) cannot be converted to ${q.to} (${c.toType}): they measure different things.`,
      );
    throw new AppError(
      400,
      'NO_CONVERSION',
      msg.unitNoConversion,
      undefined,
      `There is no fixed conversion from ${q.from} to ${q.to}.`,
    );
  }
  const value = q.value === undefined ? undefined : parseDecimal(q.value);
  return {
    from: q.from,
    to: q.to,
    typeId: graph.typeOf(q.from)!,
    factor: exact(c.factor),
    path: c.path,
    value: value ? exact(rational(value.n * c.factor.n, value.d * c.factor.d)) : undefined,
  };
}
