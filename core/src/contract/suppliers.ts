import * as z from 'zod';
import { LINK_THROTTLE, route } from './route';
import { YearParams } from '../schemas/common';
import { UploadTickets } from '../schemas/files';
import {
  SupplierAnswer,
  SupplierEvidenceView,
  SupplierLinkView,
  SupplierRequestCreate,
  SupplierRequestParams,
  SupplierRequestsView,
  SupplierRequestView,
  SupplierRequestYear,
  SupplierUploadConfirm,
  SupplierUploadRequest,
} from '../schemas/suppliers';
import { TokenParams } from '../schemas/questionnaire';

const group = 'social' as const;

/**
 * Supplier data requests from the Supply chain page (docs/decisions/0119-supplier-data-requests.md): the
 * company's routes act on the caller's company; the public ones find the company from the link's token
 * only, with the e-mailed links' throttle and each link's own buckets.
 */
export const supplierRoutes = {
  supplierRequests: route({
    method: 'GET',
    path: '/api/supplierRequests/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: YearParams,
    response: SupplierRequestsView,
  }),
  sendSupplierRequest: route({
    method: 'POST',
    path: '/api/supplierRequests/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: YearParams,
    body: SupplierRequestCreate,
    response: SupplierRequestView,
    status: 201,
  }),
  remindSupplierRequest: route({
    method: 'POST',
    path: '/api/supplierRequest/{id}/remind',
    group,
    access: 'company:write',
    scope: 'company',
    params: SupplierRequestParams,
    body: SupplierRequestYear,
    response: SupplierRequestView,
  }),
  withdrawSupplierRequest: route({
    method: 'POST',
    path: '/api/supplierRequest/{id}/withdraw',
    group,
    access: 'company:write',
    scope: 'company',
    params: SupplierRequestParams,
    body: SupplierRequestYear,
    response: SupplierRequestView,
  }),
  openSupplierLink: route({
    method: 'GET',
    path: '/api/supplier/q/{id}',
    group,
    access: 'public',
    throttle: LINK_THROTTLE,
    params: TokenParams,
    response: SupplierLinkView,
  }),
  submitSupplierAnswer: route({
    method: 'POST',
    path: '/api/supplier',
    group,
    access: 'public',
    throttle: LINK_THROTTLE,
    body: SupplierAnswer,
    response: z.object({ submitted: z.literal(true), submittedAt: z.string() }),
  }),
  requestSupplierUpload: route({
    method: 'POST',
    path: '/api/supplier/evidence',
    group,
    access: 'public',
    throttle: LINK_THROTTLE,
    body: SupplierUploadRequest,
    response: UploadTickets,
    status: 201,
  }),
  confirmSupplierUpload: route({
    method: 'POST',
    path: '/api/supplier/evidence/confirm',
    group,
    access: 'public',
    throttle: LINK_THROTTLE,
    body: SupplierUploadConfirm,
    response: SupplierEvidenceView,
  }),
};
