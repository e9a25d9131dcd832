import { eq, inv, mul, ONE, rational, type Rational } from '../lib/rational';

export interface GraphUnit {
  id: string;
  typeId: string;
}

/** One stored conversion: 1 `from` = numerator/denominator `to`. Usable in both directions. */
export interface GraphEdge {
  from: string;
  to: string;
  numerator: string;
  denominator: string;
}

export type Conversion =
  | { ok: true; factor: Rational; path: string[] }
  | { ok: false; reason: 'unknown-unit'; unit: string }
  | { ok: false; reason: 'different-types'; fromType: string; toType: string }
  | { ok: false; reason: 'no-path' };

export const edgeFactor = (e: Pick<GraphEdge, 'numerator' | 'denominator'>) =>
  rational(BigInt(e.numerator), BigInt(e.denominator));

/**
 * The conversion graph of one unit catalogue: units are nodes, stored conversions are edges in
 * both directions. A factor A→B is the product along the shortest path (BFS); because every stored
 * factor is an exact rational, any two paths agree exactly or the catalogue is inconsistent.
 */
export class ConversionGraph {
  private readonly units = new Map<string, GraphUnit>();
  private readonly adjacent = new Map<string, { to: string; factor: Rational }[]>();

  constructor(units: readonly GraphUnit[], edges: readonly GraphEdge[]) {
    for (const u of units) this.units.set(u.id, u);
    for (const e of edges) {
      const f = edgeFactor(e);
      this.link(e.from, e.to, f);
      this.link(e.to, e.from, inv(f));
    }
  }

  private link(from: string, to: string, factor: Rational) {
    const list = this.adjacent.get(from) ?? [];
    list.push({ to, factor });
    this.adjacent.set(from, list);
  }

  typeOf = (id: string) => this.units.get(id)?.typeId;

  /** How many `to` make one `from`; refuses unknown units, different types and unconnected units. */
  factor(from: string, to: string): Conversion {
    const fromUnit = this.units.get(from);
    const toUnit = this.units.get(to);
    if (!fromUnit) return { ok: false, reason: 'unknown-unit', unit: from };
    if (!toUnit) return { ok: false, reason: 'unknown-unit', unit: to };
    if (fromUnit.typeId !== toUnit.typeId)
      return { ok: false, reason: 'different-types', fromType: fromUnit.typeId, toType: toUnit.typeId };
    const seen = new Map<string, { factor: Rational; path: string[] }>([[from, { factor: ONE, path: [from] }]]);
    const queue = [from];
    while (queue.length > 0) {
      const at = queue.shift()!;
      const here = seen.get(at)!;
      if (at === to) return { ok: true, ...here };
      for (const next of this.adjacent.get(at) ?? []) {
        if (seen.has(next.to)) continue;
        seen.set(next.to, { factor: mul(here.factor, next.factor), path: [...here.path, next.to] });
        queue.push(next.to);
      }
    }
    return { ok: false, reason: 'no-path' };
  }

  /** A value in `from` expressed in `to`, exactly. */
  convert(value: Rational, from: string, to: string): Rational | Conversion {
    const c = this.factor(from, to);
    return c.ok ? mul(value, c.factor) : c;
  }
}

/**
 * A new edge may only connect units of one type, and where the units are already connected it
 * must agree with the factor the graph implies, so the catalogue never holds two answers. A function beside the
 * graph, not a method of it: only the unit catalogue's writes check an edge, and a bundle keeps a class's every method.
 */
export function checkEdge(
  graph: ConversionGraph,
  edge: GraphEdge,
): 'ok' | 'different-types' | 'unknown-unit' | 'inconsistent' {
  const t1 = graph.typeOf(edge.from);
  const t2 = graph.typeOf(edge.to);
  if (!t1 || !t2) return 'unknown-unit';
  if (t1 !== t2) return 'different-types';
  const implied = graph.factor(edge.from, edge.to);
  return implied.ok && !eq(implied.factor, edgeFactor(edge)) ? 'inconsistent' : 'ok';
}

/** The source of a seeded conversion exact by definition (1 kWh = 3.6 MJ): the admin screens say it in the reader's words. */
export const EXACT_SOURCE = 'exact by definition';

/**
 * Whether an edited conversion keeps the reference data's confidence: it describes the published factor, so an edit
 * to another factor takes it off (the same factor in other terms, 96/2 for 48/1, keeps it).
 */
export const keepsConfidence = (stored: Pick<GraphEdge, 'numerator' | 'denominator'>, edited: typeof stored) =>
  eq(edgeFactor(stored), edgeFactor(edited));
