import type { StoredState } from '../../calc/workflow/machine';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { PAGE_OF_RESOURCE_TYPE } from '../../pages/resourcePages';
import { PAGE_TITLES } from '../../pages/titles';
import type { Language } from '../../schemas/common';
import { PAGE_SCOPE } from '../workflow/guard';
import { sayWith, type ImportMessageKey } from './messages';

/** An approved task a workbook would change: its page, and the location for a resource page's rows. */
export interface ApprovedTask {
  pageKey: string;
  locationId?: string;
}

/**
 * The year's approved tasks as an import sees them (docs/decisions/0127-excel-import-respects-approval.md): an
 * approved page — or an approved location of a resource page — takes no change from a workbook until a reviewer
 * reopens it, as it takes none from a save (ADR 0102).
 */
export class Approvals {
  constructor(private readonly approved: ReadonlySet<string> = new Set()) {}

  private has(pageKey: string, scope: string) {
    return this.approved.has(`${pageKey}#${scope}`);
  }

  /** The page's own task (its answers, a resource page's narrative), when approved. */
  page(pageKey: string): ApprovedTask | undefined {
    return this.has(pageKey, PAGE_SCOPE) ? { pageKey } : undefined;
  }

  /** The first approved location among those a change of a resource type's rows touches. */
  rows(type: string, locationIds: Iterable<string>): ApprovedTask | undefined {
    const pageKey = PAGE_OF_RESOURCE_TYPE.get(type);
    if (!pageKey) return undefined;
    for (const locationId of locationIds) if (this.has(pageKey, locationId)) return { pageKey, locationId };
    return undefined;
  }
}

/** The year's approved tasks, read once (`consistent` with writes shut out, at the commit). */
export async function approvedTasks(tenantId: string, yearEnd: string, consistent = false): Promise<Approvals> {
  const tasks = await queryAll<{ pageKey: string; scope: string; state: StoredState }>(
    keys.workflowTaskPrefix(tenantId, yearEnd),
    consistent,
  );
  return new Approvals(new Set(tasks.filter((t) => t.state === 'approved').map((t) => `${t.pageKey}#${t.scope}`)));
}

/** The words of a refusal naming the approved page (and location), in the uploader's language. */
export function approvedText(
  key: Extract<ImportMessageKey, 'approved' | 'approvedSinceCheck'>,
  task: ApprovedTask,
  lang: Language,
  locationName: (id: string) => string,
): string {
  const page = PAGE_TITLES[task.pageKey]?.[lang] ?? task.pageKey;
  const what = task.locationId
    ? sayWith('approvedLocation', lang, { page, location: locationName(task.locationId) })
    : page;
  return sayWith(key, lang, { what });
}
