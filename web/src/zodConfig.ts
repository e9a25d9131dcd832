/**
 * zod compiles its object parsers with `new Function` unless told not to, and the origin lets a page run no script but
 * its own files (`script-src 'self'`, docs/decisions/0162-the-origin-refuses-to-be-framed.md). The boot tells it before
 * any schema loads, through the store `z.config` writes (zod keeps it on this global), so the web never trips the
 * policy; without it zod's probe is refused, reported, and zod parses without compiling anyway. The store is written
 * here rather than through `z.config`, whose import would bring zod's chunk (98 KB) into the boot, which reads the
 * contract without zod (web/vite.config.ts, ADR 0126); zodConfig.test.ts checks `z.config` reads what this writes.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
