import { socialRoutes } from '@esg/core/contract/social';
import { supplierRoutes } from '@esg/core/contract/suppliers';
import {
  confirmSupplierUpload,
  openSupplierLink,
  requestSupplierUpload,
  submitSupplierAnswer,
} from '@esg/core/domain/suppliers/answer';
import {
  listSupplierRequests,
  remindSupplierRequest,
  sendSupplierRequest,
  withdrawSupplierRequest,
} from '@esg/core/domain/suppliers/requests';
import { HealthSafety } from '@esg/core/domain/social/healthSafety';
import { groupHandler } from '../http/group';
import { SOCIAL_PAGES } from '@esg/core/pages/social/section';
import { pageAliasesOf } from './pageAliases';

/** The spec's Social calls (core/src/contract/social.ts) and the Social pages' aliases: parse → core → respond. */
export const handler = groupHandler(
  { ...socialRoutes, ...supplierRoutes },
  {
    getHealthSafety: async ({ m, query }) => HealthSafety.read(m, query),
    putHealthSafety: async ({ m, body }) => HealthSafety.save(m, body),
    // Supplier data requests (ADR 0119): the company's routes, then the supplier's through its link.
    supplierRequests: async ({ m, params }) => listSupplierRequests(m, params.year),
    sendSupplierRequest: async ({ m, params, body }) => sendSupplierRequest(m, params.year, body),
    remindSupplierRequest: async ({ m, params, body }) => remindSupplierRequest(m, params.id, body),
    withdrawSupplierRequest: async ({ m, params, body }) => withdrawSupplierRequest(m, params.id, body),
    openSupplierLink: async ({ params }) => openSupplierLink(params.id),
    submitSupplierAnswer: async ({ body }) => submitSupplierAnswer(body),
    requestSupplierUpload: async ({ body }) => requestSupplierUpload(body),
    confirmSupplierUpload: async ({ body }) => confirmSupplierUpload(body),
  },
  pageAliasesOf(SOCIAL_PAGES),
);
