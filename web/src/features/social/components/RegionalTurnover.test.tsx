import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { pageDataRoutes } from '@esg/core/contract/background';
import { BOUNDARIES } from '@esg/core/pages/background/reportingBoundaries.rules';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { RegionalTurnover } from './RegionalTurnover';

const YEAR = '2025-12-31';
const boundaries = {
  locations: [
    { locationId: 'hq', name: { en: 'Head office', hk: '總辦事處' }, inBoundary: 'yes' },
    { locationId: 'shop', name: 'Causeway Bay shop', inBoundary: 'yes' },
  ],
};
const employment = {
  regions: [
    { location: 'Head office', begin: '40', end: '45', leavers: '6' },
    { location: 'Causeway Bay shop', begin: '14', end: '16', leavers: '4' },
  ],
};

describe('the turnover by region under the Employment form (ADR 0121)', () => {
  it('names each location in the reader’s language where it has one, else by its one name (hk)', async () => {
    fakeApi.on(pageDataRoutes.getPageData, ({ params }) => ({
      pageKey: params.pageKey,
      yearEnd: params.year,
      values: params.pageKey === BOUNDARIES ? boundaries : employment,
      version: 1,
      locked: false,
    }));
    renderWidget(<RegionalTurnover year={YEAR} />, { path: '/social/employment', language: 'hk' });
    expect(await screen.findByText('總辦事處')).toBeDefined();
    expect(screen.getByText('Causeway Bay shop')).toBeDefined();
    expect(screen.queryByText('Head office')).toBeNull();
  });
});
