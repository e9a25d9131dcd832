/**
 * What the product's one origin adds to every response, page and API alike: CloudFront's viewer-response function in
 * AWS (stacks/edge.ts) and the local gateway (packages/local/src/gateway.ts, static.ts) send the same
 * (docs/decisions/0162-the-origin-refuses-to-be-framed.md). No page of ours may be shown inside another site's frame —
 * the board's sign-off and the questionnaire carry an Approve or Submit button a framing page could click through —
 * and no response names where its reader came from, as the e-mailed links carry their tokens in the address. A page
 * runs only the app's own script files: no inline script, no code made from text.
 */
export const EDGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "script-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
