import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** Every message of one of Cloudscape's sets, by `namespace.locale.component.key`, with its value. */
function messagesOf(locale: string): [string, unknown][] {
  const set = require(`@cloudscape-design/components/i18n/messages/all.${locale}.json`) as Record<
    string,
    Record<string, Record<string, Record<string, unknown>>>
  >;
  return Object.entries(set).flatMap(([ns, locales]) =>
    Object.entries(locales).flatMap(([loc, components]) =>
      Object.entries(components).flatMap(([component, keys]) =>
        Object.entries(keys).map(([key, value]): [string, unknown] => [`${ns}.${loc}.${component}.${key}`, value]),
      ),
    ),
  );
}

describe("Cloudscape's message sets the web loads (web/scripts/icuWithoutParser.ts, ADR 0126)", () => {
  it.each(['en', 'zh-TW', 'zh-CN'])(
    'are compiled to ICU syntax trees, never strings the parser would read (%s)',
    (locale) => {
      const messages = messagesOf(locale);
      expect(messages.length).toBeGreaterThan(300);
      expect(messages.filter(([, value]) => !Array.isArray(value)).map(([key]) => key)).toEqual([]);
    },
  );
});
