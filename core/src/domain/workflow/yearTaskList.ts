import { pageInRuleSet } from '../../catalogue/page';
import { DATA_PAGE_INDEX } from '../../pages/pageIndex';
import type { RuleSet } from '../../vocabulary/ruleSets';
import { PAGE_SCOPE } from './guard';

/** A task's id in its year: its page and scope (`_`, or a resource page's location id). */
export const taskId = (pageKey: string, scope: string) => `${pageKey}#${scope}`;

/**
 * Every task of a year in navigation order (docs/decisions/0102-the-years-review-workflow.md): each page of its rule
 * set, and each location of a resource page in the reporting boundary. The one rule the screens (`yearTasks`) and the
 * reminders (ADR 0114) list a year's tasks by; it reads no actor, and the page index rather than the page modules, so
 * the hourly run lists every company's tasks without them (pageIndex.test.ts holds the index to the modules).
 */
export function yearTaskKeys(
  year: { ruleSet: RuleSet },
  locations: readonly { id: string }[],
): { pageKey: string; scope: string }[] {
  return DATA_PAGE_INDEX.filter((p) => pageInRuleSet(p, year.ruleSet)).flatMap((p) => [
    { pageKey: p.key, scope: PAGE_SCOPE },
    ...(p.resourceTypes?.length ? locations.map((l) => ({ pageKey: p.key, scope: l.id })) : []),
  ]);
}
