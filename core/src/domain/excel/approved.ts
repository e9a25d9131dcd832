import { isReadOnly, type ReadOnlyState, type StoredState } from '../../calc/workflow/machine';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { PAGE_OF_RESOURCE_TYPE } from '../../pages/resourcePages';
import { PAGE_TITLES } from '../../pages/titles';
import type { Language } from '../../schemas/common';
import { PAGE_SCOPE } from '../workflow/guard';
import { sayWith, type ImportMessageKey } from './messages';

/**
 * A read-only task a workbook would change — submitted for review or approved (ADR 0102, amended): its page, and
 * the location for a resource page's rows.
 */
export interface ApprovedTask {
  pageKey: string;
  locationId?: string;
  state: ReadOnlyState;
}

/**
 * The year's read-only tasks as an import sees them (docs/decisions/0127-excel-import-respects-approval.md): a
 * submitted or approved page — or such a location of a resource page — takes no change from a workbook until a
 * reviewer returns or reopens it (or its submitter withdraws it), as it takes none from a save (ADR 0102, amended).
 */
export class Approvals {
  constructor(private readonly readOnly: ReadonlyMap<string, ReadOnlyState> = new Map()) {}

  private stateOf(pageKey: string, scope: string) {
    return this.readOnly.get(`${pageKey}#${scope}`);
  }

  /** The page's own task (its answers, a resource page's narrative), when submitted or approved. */
  page(pageKey: string): ApprovedTask | undefined {
    const state = this.stateOf(pageKey, PAGE_SCOPE);
    return state ? { pageKey, state } : undefined;
  }

  /** The first submitted or approved location among those a change of a resource type's rows touches. */
  rows(type: string, locationIds: Iterable<string>): ApprovedTask | undefined {
    const pageKey = PAGE_OF_RESOURCE_TYPE.get(type);
    if (!pageKey) return undefined;
    for (const locationId of locationIds) {
      const state = this.stateOf(pageKey, locationId);
      if (state) return { pageKey, locationId, state };
    }
    return undefined;
  }
}

/** The year's submitted and approved tasks, read once (`consistent` with writes shut out, at the commit). */
export async function approvedTasks(tenantId: string, yearEnd: string, consistent = false): Promise<Approvals> {
  const tasks = await queryAll<{ pageKey: string; scope: string; state: StoredState }>(
    keys.workflowTaskPrefix(tenantId, yearEnd),
    consistent,
  );
  return new Approvals(
    new Map(tasks.flatMap((t) => (isReadOnly(t.state) ? [[`${t.pageKey}#${t.scope}`, t.state] as const] : []))),
  );
}

/** The words of a refusal naming the submitted or approved page (and location), in the uploader's language. */
export function approvedText(
  key: 'atCheck' | 'sinceCheck',
  task: ApprovedTask,
  lang: Language,
  locationName: (id: string) => string,
): string {
  const page = PAGE_TITLES[task.pageKey]?.[lang] ?? task.pageKey;
  const what = task.locationId
    ? sayWith('approvedLocation', lang, { page, location: locationName(task.locationId) })
    : page;
  return sayWith(REFUSAL_KEYS[task.state][key], lang, { what });
}

const REFUSAL_KEYS: Record<ReadOnlyState, Record<'atCheck' | 'sinceCheck', ImportMessageKey>> = {
  approved: { atCheck: 'approved', sinceCheck: 'approvedSinceCheck' },
  submitted: { atCheck: 'submitted', sinceCheck: 'submittedSinceCheck' },
};
