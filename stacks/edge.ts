import { EDGE_HEADERS } from '@esg/core/infra/edgeHeaders';
import { edgeHeadersInjection } from './settings';

/**
 * The product's one public origin (CloudFront): `/api/*` goes to the HTTP API (stacks/api.ts),
 * everything else to the static site (stacks/web.ts). One origin means no CORS on the API and the
 * same relative `/api` calls the local gateway serves (docs/architecture.md).
 */
const domain = process.env.ESG_DOMAIN;

export const router = new sst.aws.Router('Router', {
  // Optional custom domain, hosted in Route 53 (e.g. ESG_DOMAIN=esg.example.com npx sst deploy).
  domain: domain ? { name: domain } : undefined,
  // Every response, page and API, refuses to be framed and names no referrer (ADR 0162), as the local gateway's do.
  edge: { viewerResponse: { injection: edgeHeadersInjection(EDGE_HEADERS) } },
});
