import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { readyForSignOff, signOffLinkOf } from '../support/signOff';
import { requestBody, sendRequest, shareAnswer } from '../support/suppliers';

/** A write the locked-year suite sends to a printed year, and who sends it (acme.admin when not said). */
export interface LinkedRequest {
  path: string;
  body?: unknown;
  as?: { token: string; tenantId: string };
}

/**
 * The year's writes that travel by a link or a request id (ADRs 0113, 0119): each is set up in a company of
 * its own while its year is open, then the year is printed (`print`), as in production.
 */
export function linkedRequests(year: string, print: (companyId: string) => Promise<void>) {
  const supplierOnPrinted = async () => {
    const co = await freshCompany([{ yearEnd: year }], 'companyAdmin');
    const request = await sendRequest(co.token, year);
    await print(co.tenantId);
    return { co, request };
  };
  const pdf = { name: 'bill.pdf', type: 'application/pdf', size: 1000 };
  return {
    sendSupplierRequest: async (): Promise<LinkedRequest> => ({
      path: `/api/supplierRequests/${year}`,
      body: requestBody(),
    }),
    remindSupplierRequest: async (): Promise<LinkedRequest> => {
      const { co, request } = await supplierOnPrinted();
      return { path: `/api/supplierRequest/${request.id}/remind`, body: { year, version: request.version }, as: co };
    },
    withdrawSupplierRequest: async (): Promise<LinkedRequest> => {
      const { co, request } = await supplierOnPrinted();
      return { path: `/api/supplierRequest/${request.id}/withdraw`, body: { year, version: request.version }, as: co };
    },
    submitSupplierAnswer: async (): Promise<LinkedRequest> => {
      const { co, request } = await supplierOnPrinted();
      return { path: '/api/supplier', body: shareAnswer(request.link), as: co };
    },
    requestSupplierUpload: async (): Promise<LinkedRequest> => {
      const { co, request } = await supplierOnPrinted();
      return { path: '/api/supplier/evidence', body: { id: request.link, files: [pdf] }, as: co };
    },
    confirmSupplierUpload: async (): Promise<LinkedRequest> => {
      const { co, request } = await supplierOnPrinted();
      return {
        path: '/api/supplier/evidence/confirm',
        body: { id: request.link, fileId: '01JX0000000000000000000009' },
        as: co,
      };
    },
    workflowSendSignOff: async (): Promise<LinkedRequest> => ({ path: `/api/workflow/${year}/signoff` }),
    answerSignOff: async (): Promise<LinkedRequest> => {
      const co = await freshCompany([{ yearEnd: year }], 'companyAdmin');
      const board = await readyForSignOff(co, year);
      await call('POST', `/api/workflow/${year}/signoff`, { token: co.token });
      const link = await signOffLinkOf(board[0]!.email);
      await print(co.tenantId);
      return { path: '/api/signoff', body: { id: link, decision: 'approve' }, as: co };
    },
  };
}
