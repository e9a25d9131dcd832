import { describe, expect, it } from 'vitest';
import { locationChoicesOf, renameLocations } from './locationNames';
import { validatePage } from './schema/page';
import { climateRisks } from '../pages/climate/risks';
import { employment } from '../pages/social/employment';
import { water } from '../pages/environmental/water';
import { LOCATION_CHOICES } from '../pages/locationChoices';
import { messageIn } from './messagesChinese';
import type { PagePayload } from './values';

/** Answers chosen from the year's locations (docs/decisions/0155-a-location-rename-carries-to-its-answers.md). */
describe('location choices', () => {
  it('are found in a table column, a multi-choice column and a monthly grid’s row keys', () => {
    expect(locationChoicesOf(employment)).toEqual([{ field: 'regions', column: 'location' }]);
    expect(locationChoicesOf(climateRisks)).toEqual([{ field: 'register', column: 'locations' }]);
    expect(locationChoicesOf(water)).toEqual([{ field: 'consumption', rowKey: 'location' }]);
    expect(Object.keys(LOCATION_CHOICES).sort()).toEqual(['climate_risks', 'employment', 'water']);
  });

  it('are renamed wherever they are, other names and other answers left as they are', () => {
    const rename = (n: string) => (n === 'Head office' ? 'Head Office (Quarry Bay)' : n);
    const regions: PagePayload = {
      regions: [{ location: 'Head office', begin: '7' }, { location: 'Shop' }, { begin: '1' }],
    };
    expect(renameLocations(LOCATION_CHOICES.employment!, regions, rename)).toEqual({
      regions: [{ location: 'Head Office (Quarry Bay)', begin: '7' }, { location: 'Shop' }, { begin: '1' }],
    });
    const register = { register: [{ description: 'Typhoons', locations: ['Shop', 'Head office'] }] };
    expect(renameLocations(LOCATION_CHOICES.climate_risks!, register, rename).register).toEqual([
      { description: 'Typhoons', locations: ['Shop', 'Head Office (Quarry Bay)'] },
    ]);
    const grid = { consumption: [{ keys: { location: 'Head office', source: 'municipal' }, months: [] }] };
    expect(renameLocations(LOCATION_CHOICES.water!, grid, rename).consumption).toEqual([
      { keys: { location: 'Head Office (Quarry Bay)', source: 'municipal' }, months: [] },
    ]);
    expect(renameLocations(LOCATION_CHOICES.employment!, {}, rename)).toEqual({});
  });

  it('name the location the boundary no longer has, in every language, not "choose a value from the list"', () => {
    const lists = { locations: ['Head office', 'Shop'] };
    const r = validatePage(employment, { regions: [{ location: 'Kwun Tong warehouse' }] }, { lists });
    const s = validatePage(climateRisks, { register: [{ locations: ['Head office', 'Depot'] }] }, { lists });
    const at = (v: typeof r, path: string) => (v.ok ? undefined : v.issues.find((i) => i.path === path));
    expect(at(r, 'regions.0.location')).toEqual({
      path: 'regions.0.location',
      code: 'locationNotInBoundary',
      message:
        '“Kwun Tong warehouse” is not in this year’s reporting boundary: choose another location or add it back on Reporting boundaries.',
      params: { location: 'Kwun Tong warehouse' },
    });
    expect(at(s, 'register.0.locations.1')).toMatchObject({
      code: 'locationNotInBoundary',
      params: { location: 'Depot' },
    });
    expect(messageIn('locationNotInBoundary', 'hk', { location: 'Depot' })).toBe(
      '「Depot」不在本年度的匯報範圍內：請選擇其他地點，或在「匯報範圍」頁重新加入。',
    );
    expect(messageIn('locationNotInBoundary', 'cn', { location: 'Depot' })).toContain('“Depot”不在本年度的汇报范围内');
  });
});
