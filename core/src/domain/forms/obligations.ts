import { allFields, type PageDeclaration } from '../../catalogue/page';
import { provisionsIn } from '../../catalogue/provisions';
import type { Field } from '../../catalogue/types';
import type { RuleSet } from '../../vocabulary/ruleSets';

/** The provisions a field and everything declared under it feed. */
export const codesUnder = (field: Field): string[] => [
  ...(field.provisions ?? []),
  ...(field.kind === 'yesNoNtd' ? (field.details ?? []).flatMap(codesUnder) : []),
  ...(field.kind === 'table' ? field.columns.flatMap(codesUnder) : []),
];

/** The provision codes that are mandatory under any of these rule sets. */
export const mandatoryCodes = (ruleSets: Iterable<RuleSet>) =>
  new Set(
    [...ruleSets].flatMap((r) =>
      provisionsIn(r)
        .filter((p) => p.obligation === 'mandatory')
        .map((p) => p.code),
    ),
  );

/** By field path: the mandatory provisions the field (or anything under it) feeds, sorted, deduplicated. */
export function mandatoryByPath(page: PageDeclaration, mandatory: ReadonlySet<string>): Map<string, string[]> {
  return new Map(
    allFields(page).map(({ field, path }) => [
      path,
      [...new Set(codesUnder(field).filter((c) => mandatory.has(c)))].sort(),
    ]),
  );
}
