/**
 * The only builder of DynamoDB keys (ADR 0004), with each item's key in itemKeys.ts (ADR 0146): the parts here.
 * Tenant partitions start with `T#<tenantId>`; the global lookups (login, one-time keys) are the only items that do
 * not, and they are in itemKeys.ts too.
 */
export interface Key {
  pk: string;
  sk: string;
}

export const safe = (part: string) => {
  // '#' separates key parts: a value containing it could address another entity.
  if (part.includes('#') || part.length === 0) throw new Error(`unsafe key part: ${JSON.stringify(part)}`);
  return part;
};

/** Platform staff belong to this pseudo-tenant; it is not a ULID, so it can never collide. */
export const PLATFORM_TENANT = 'platform';

export const tenantPk = (tenantId: string) => `T#${safe(tenantId)}`;
export const yearPk = (tenantId: string, yearEnd: string) => `T#${safe(tenantId)}#Y#${safe(yearEnd)}`;

/** One S3 key segment: never empty, never a separator or a relative step, so no value can climb out of its prefix. */
const segment = (part: string) => {
  if (!/^[\w.-]+$/.test(part) || part === '.' || part === '..')
    throw new Error(`unsafe object key part: ${JSON.stringify(part)}`);
  return part;
};

/** S3 object keys: everything a tenant owns lives under `tenants/<tenantId>/` (ADR 0007). */
export const objectKeys = {
  tenantPrefix: (tenantId: string) => `tenants/${segment(tenantId)}/`,
  /** `safeName` is a slug of the user's file name (domain/files/names.ts); the ULID makes the key unique. */
  file: (tenantId: string, module: string, yearEnd: string, fileId: string, safeName: string) =>
    `tenants/${segment(tenantId)}/${segment(module)}/${segment(yearEnd)}/${segment(fileId)}-${segment(safeName)}`,
  /** An uploaded workbook (`.xlsx`) and its validated changes (`.json`); the S3 notification filters on `excel-import/`. */
  excelImport: (tenantId: string, yearEnd: string, importId: string, ext: 'xlsx' | 'json') =>
    `tenants/${segment(tenantId)}/excel-import/${segment(yearEnd)}/${segment(importId)}.${ext}`,
} as const;

/** The import an uploaded workbook's key names, or undefined for any other object. */
export function excelImportOfKey(key: string): { tenantId: string; yearEnd: string; importId: string } | undefined {
  const m = /^tenants\/([\w.-]+)\/excel-import\/(\d{4}-\d{2}-\d{2})\/([0-9A-HJKMNP-TV-Z]{26})\.xlsx$/.exec(key);
  return m ? { tenantId: m[1]!, yearEnd: m[2]!, importId: m[3]! } : undefined;
}
