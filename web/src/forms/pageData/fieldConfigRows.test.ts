import { describe, expect, it } from 'vitest';
import type { FieldView } from './api/getConfiguredFields';
import { configRows, toggleHidden } from './fieldConfigRows';

const l = (en: string) => ({ en, hk: `${en}-hk`, cn: `${en}-cn` });
const fields: FieldView[] = [
  { id: 'name', kind: 'text', labels: l('Name'), path: 'name', required: true, mandatory: [] },
  {
    id: 'q',
    kind: 'yesNoNtd',
    labels: l('Policy'),
    path: 'q',
    required: false,
    mandatory: ['B1.1'],
    details: [{ id: 'd', kind: 'text', labels: l('Detail'), path: 'q.details.d', required: false, mandatory: [] }],
  },
  { id: 'note', kind: 'text', labels: l('Note'), path: 'note', required: false },
];

describe('configRows', () => {
  it('locks mandatory and required fields with the reason, lists nested fields under their parent', () => {
    expect(configRows(fields, 'en')).toEqual([
      { path: 'name', label: 'Name', locked: { reason: 'required' } },
      { path: 'q', label: 'Policy', locked: { reason: 'mandatory', codes: 'B1.1' } },
      { path: 'q.details.d', label: 'Policy › Detail' },
      { path: 'note', label: 'Note' },
    ]);
  });
  it('labels in the interface language', () => {
    expect(configRows(fields, 'hk')[2]!.label).toBe('Policy-hk › Detail-hk');
  });
});

describe('toggleHidden', () => {
  it('hides once and shows again', () => {
    expect(toggleHidden([], 'note', false)).toEqual(['note']);
    expect(toggleHidden(['note'], 'note', false)).toEqual(['note']);
    expect(toggleHidden(['a', 'note'], 'note', true)).toEqual(['a']);
  });
});
