import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { pageInRuleSet } from '@esg/core/catalogue/page';
import { PAGES, resourceTypesOf } from '@esg/core/pages/index';
import type { PeriodRecord, RoleRecord, UserRecord } from '@esg/core/domain/records';
import { taskId, taskView, yearTasks, type TaskRecord, type YearFacts } from '@esg/core/domain/workflow/tasks';
import { yearProgress } from '@esg/core/calc/workflow/progress';
import { collector, retained, time } from './emissions';
import { kb, ms, ratio, table, verdict } from './stats';

/**
 * GET /api/workflow/{year} (minus the I/O) for a 50-location company: every page's task and every location of each
 * resource page, each stored (owners, a due date, a state), vs merely reading the same items (decode each, read its
 * state); target ≤ 2× in time and memory (docs/decisions/0102-the-years-review-workflow.md, 0114). The progress view
 * is timed beside it: it reads the same task views.
 */
const TARGET = 2;
const LOCATIONS = Number(process.env.BENCH_WORKFLOW_LOCATIONS ?? 50);
const YEAR_END = '2025-12-31';
const STATES = ['open', 'submitted', 'returned', 'approved'] as const;

function fixture() {
  const locations = Array.from({ length: LOCATIONS }, (_, l) => ({ id: `loc-${l}`, name: `Location ${l + 1}` }));
  const pages = PAGES.filter((p) => pageInRuleSet(p, '2025'));
  const scopes = pages.flatMap((p) => [
    { pageKey: p.key, scope: '_' },
    ...(resourceTypesOf(p).length ? locations.map((l) => ({ pageKey: p.key, scope: l.id })) : []),
  ]);
  const tasks: TaskRecord[] = scopes.map((s, i) => ({
    ...s,
    state: STATES[i % STATES.length]!,
    owners: [`user-${i % 40}`],
    dueDate: `2026-0${1 + (i % 3)}-15`,
    version: 1 + (i % 3),
  }));
  const users = Array.from({ length: 40 }, (_, u) => ({
    id: `user-${u}`,
    firstName: 'User',
    lastName: String(u),
    activated: true,
    roleId: 'admin',
  })) as UserRecord[];
  const role = { id: 'admin', privileges: pages.map((p) => p.nav.write) } as RoleRecord;
  return { locations, tasks, users, role };
}

export async function benchWorkflow(): Promise<string> {
  const gc = collector();
  const f = fixture();
  const wire = JSON.stringify(f.tasks.map((t) => marshall(t)));
  const read = () => {
    const items = (JSON.parse(wire) as Parameters<typeof unmarshall>[0][]).map((i) => unmarshall(i) as TaskRecord);
    let approved = 0;
    for (const t of items) if (t.state === 'approved') approved++;
    if (!(approved > 0)) throw new Error('read nothing');
    return items;
  };
  const facts = (items: TaskRecord[]): YearFacts => ({
    tenantId: 't',
    year: { period: { yearEnd: YEAR_END, printed: false } as PeriodRecord, ruleSet: '2025' },
    tasks: new Map(items.map((t) => [taskId(t.pageKey, t.scope), t])),
    locations: f.locations,
    withData: new Set(items.filter((_, i) => i % 5 === 0).map((t) => taskId(t.pageKey, t.scope))),
    users: new Map(f.users.map((u) => [u.id, u])),
    roles: new Map([[f.role.id, f.role]]),
    openComments: new Map(),
    today: '2026-02-01',
  });
  const views = () => {
    const x = facts(read());
    return yearTasks(x).map(({ page, scope }) => taskView(x, page, scope));
  };
  const matrix = () => JSON.stringify(views());
  const progress = () => yearProgress(views(), YEAR_END, '2026-02-01');
  const t = time({ read, matrix, progress });
  const heap = { read: retained(read, gc), matrix: retained(matrix, gc), progress: retained(progress, gc) };
  const row = (label: string, k: 'matrix' | 'progress') => [
    label,
    ms(t[k].wall),
    ratio(t[k].wall, t.read.wall),
    ms(t[k].cpu),
    ratio(t[k].cpu, t.read.cpu),
    kb(heap[k]),
    ratio(heap[k], heap.read),
    [
      verdict(t[k].wall, t.read.wall, TARGET),
      verdict(t[k].cpu, t.read.cpu, TARGET),
      verdict(heap[k], heap.read, TARGET),
    ].join(' / '),
  ];
  return table(
    `Year matrix: ${LOCATIONS} locations, ${f.tasks.length} task items, vs reading them; heap retained after GC`,
    ['operation', 'wall', 'wall ×', 'cpu', 'cpu ×', 'heap', 'heap ×', `≤ ${TARGET}×: wall / cpu / heap`],
    [
      ['read the task items', ms(t.read.wall), '1.00×', ms(t.read.cpu), '1.00×', kb(heap.read), '1.00×', ''],
      row('read + matrix (task views, JSON)', 'matrix'),
      row('read + progress view', 'progress'),
    ],
  );
}
