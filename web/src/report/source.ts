declare global {
  interface Window {
    __REPORT__?: unknown;
  }
}

/**
 * The report JSON, if the page was opened with one: injected as `window.__REPORT__` before any
 * script runs, or base64url JSON in the hash (`report.html#data=…`) for previews. Without
 * either the page waits for `window.__renderReport(data)`, as the worker's warm tab does.
 */
export function readReport(): unknown {
  if (window.__REPORT__ !== undefined) return window.__REPORT__;
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('data');
  return fromHash ? JSON.parse(decodeBase64Url(fromHash)) : undefined;
}

function decodeBase64Url(s: string): string {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}
