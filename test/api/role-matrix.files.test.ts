import { filesRoutes } from '@esg/core/contract/files';
import { requestUpload, uploadOne, putTicket, withMagic, type Ticket } from '../support/files';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const YEAR = '2025-12-31';
/** A well-formed id that is nobody's: callers refused before the lookup never reach it. */
const NOBODY = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const TRAINEES = { kind: 'field', page: 'development_training', field: 'traineesTotal' } as const;

/** The caller's own files to act on: a PUT not yet confirmed, a file to download, one to delete. */
interface Fixture extends CallerFixture {
  pending: string;
  kept: string;
  doomed: string;
}

const pdf = (name: string) => ({ name, type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', 500) });

async function filesOf(token: string): Promise<Omit<Fixture, 'token'>> {
  const ticketed = await requestUpload(
    token,
    [{ name: 'pending.pdf', type: 'application/pdf', size: 500 }],
    `attachment/${YEAR}`,
  );
  const ticket: Ticket = ticketed.body.files[0];
  await putTicket(ticket, pdf('pending.pdf').bytes);
  const kept = await uploadOne(token, pdf('kept.pdf'), `attachment/${YEAR}`);
  const doomed = await uploadOne(token, pdf('doomed.pdf'), `evidence/${YEAR}`, TRAINEES);
  return { pending: ticket.id, kept: kept.ticket.id, doomed: doomed.ticket.id };
}

const requests: Requests<typeof filesRoutes, Fixture> = {
  requestUpload: async () => ({
    path: `/api/files/attachment/${YEAR}`,
    body: { files: [{ name: 'cell.pdf', type: 'application/pdf', size: 100 }] },
  }),
  confirmUpload: async (f) => ({ path: `/api/file/${f.pending}/confirm` }),
  listFiles: async () => ({ path: `/api/files/attachment/${YEAR}` }),
  download: async (f) => ({ path: `/api/file/${f.kept}` }),
  deleteFiles: async (f) => ({ path: '/api/file/batch', body: { ids: [f.doomed] } }),
  listEvidence: async () => ({ path: `/api/evidence/${YEAR}?page=development_training` }),
  fileLogs: async () => ({ path: '/api/file/file-logs?size=5' }),
};

roleMatrix({
  group: 'files',
  routes: filesRoutes,
  requests,
  fixture: async (c) => {
    const caller = await freshCaller(c, [{ yearEnd: YEAR }]);
    if (c.id === 'platformAdmin' || !caller.token) return { ...caller, pending: NOBODY, kept: NOBODY, doomed: NOBODY };
    return { ...caller, ...(await filesOf(caller.token)) };
  },
});
