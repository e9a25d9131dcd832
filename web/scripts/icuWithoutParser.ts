import { fileURLToPath } from 'node:url';

/**
 * Cloudscape's message sets ship compiled (ICU syntax trees, not strings), so intl-messageformat, which its
 * I18nProvider formats them with, never parses one: the parser's no-parser build, as FormatJS documents for compiled
 * messages, keeps ~9 KiB gzip off the first load (ADR 0126). A string message would throw where it is formatted;
 * `test/unit/cloudscapeMessages.test.ts` holds that every message of the installed Cloudscape is compiled.
 */
export const icuWithoutParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js', import.meta.url),
  ),
};
