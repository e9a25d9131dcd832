/**
 * Why a figure is incomplete. A figure with a gap is never a silent zero: it carries the gap up
 * to every total it feeds, and each gap names what an administrator or a user must add.
 */
export type Gap =
  /** The library has no revision of the factor valid for the year or an earlier one. */
  | { kind: 'missing-factor'; factorId: string; year: number }
  /** The factor exists, but its unit cannot take the quantity (e.g. LPG entered in kg, factor per unit). */
  | { kind: 'factor-unit'; factorId: string; from: string; to: string }
  /** The method needs a second quantity the row does not have (a vehicle's kilometres). */
  | { kind: 'missing-quantity'; rowId: string; quantity: 'distance' };

/** A stable identity, so a gap reached through many rows is listed once. */
export function gapKey(g: Gap): string {
  switch (g.kind) {
    case 'missing-factor':
      return `missing-factor:${g.factorId}:${g.year}`;
    case 'factor-unit':
      return `factor-unit:${g.factorId}:${g.from}:${g.to}`;
    case 'missing-quantity':
      return `missing-quantity:${g.rowId}:${g.quantity}`;
  }
}

/** English text for logs and the report's notes; the web translates from the structured gap. */
export function describeGap(g: Gap): string {
  switch (g.kind) {
    case 'missing-factor':
      return `No emission factor "${g.factorId}" for ${g.year} or an earlier year.`;
    case 'factor-unit':
      return `Factor "${g.factorId}" is per ${g.to}, which ${g.from} cannot be converted to.`;
    case 'missing-quantity':
      return `Row ${g.rowId} has no ${g.quantity} entered.`;
  }
}
