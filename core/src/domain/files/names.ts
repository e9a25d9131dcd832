import { extensionOf } from '../../schemas/files';

const slug = (s: string, max: number) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go, the letters stay (é → e)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');

/**
 * The key-safe form of a user's file name for the S3 key: ASCII letters, digits and dashes plus
 * the extension. The user's name itself is only ever stored and echoed in Content-Disposition.
 */
export function safeName(name: string): string {
  const ext = extensionOf(name);
  const base = slug(ext ? name.slice(0, -(ext.length + 1)) : name, 80) || 'file';
  const safeExt = slug(ext, 10);
  return safeExt ? `${base}.${safeExt}` : base;
}

/** RFC 6266/5987: an ASCII fallback for old clients, and the exact UTF-8 name for everyone else. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
