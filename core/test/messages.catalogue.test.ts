import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../src/lib/jsonShape';
import * as msg from '../src/messages';
import { readFileSync } from 'node:fs';
import { generatedMessageCatalogue, messageCataloguePath } from '../scripts/messageCatalogue';
import { Messages } from '../src/messageCatalogue';

describe('the API message catalogue (docs/decisions/0149-each-error-carries-its-message.md)', () => {
  it('names each message by its key, with English text', () => {
    const entries = Object.entries(msg);
    expect(entries.length).toBeGreaterThan(100);
    for (const [name, message] of entries) {
      expect(message.key, name).toBe(name);
      expect(message.text.trim(), name).not.toBe('');
    }
  });

  it('states the body shape limits the request layer holds a body to (lib/jsonShape.ts)', () => {
    expect(msg.jsonTooDeep.text).toBe(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
    expect(msg.jsonTooManyValues.text).toBe(
      `The request body holds more than ${MAX_JSON_VALUES.toLocaleString('en')} values.`,
    );
  });

  it('is, by key, what npm run messages:catalogue writes for the web (run it after changing a message)', async () => {
    const generated = await generatedMessageCatalogue();
    expect(readFileSync(messageCataloguePath, 'utf8')).toBe(generated[messageCataloguePath]);
  });

  it('is the whole catalogue by key for the web and the tests, in its own order', () => {
    expect(Object.keys(Messages).sort()).toEqual(Object.keys(msg).sort());
    expect(Messages.conflict).toBe(msg.conflict.text);
    expect(Object.keys(Messages).slice(0, 3)).toEqual(['conflict', 'locked', 'badRequest']);
  });
});
