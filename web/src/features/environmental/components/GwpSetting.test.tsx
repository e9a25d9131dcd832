import { describe, expect, it, vi } from 'vitest';
import { environmentalRoutes } from '@esg/core/contract/environmental';
import { conflictError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { notifications } from '../../../notifications/store';
import { GwpSetting } from './GwpSetting';
import { CONFLICT, YEAR } from './rowFixtures';

const stored = { yearEnd: YEAR, gwpSet: 'AR5' as const, version: 2, locked: false };

describe('the GWP set: a choice refused because someone else changed it (ADR 0083)', () => {
  it('says so and shows the set the 409 carries, without reading the settings again', async () => {
    fakeApi.on(environmentalRoutes.reportSettings, () => stored);
    fakeApi.on(environmentalRoutes.saveReportSettings, () => {
      throw conflictError({ ...stored, gwpSet: 'AR6', version: 3 });
    });
    const { page } = renderWidget(<GwpSetting year={YEAR} />);
    const select = page.findSelect()!;
    await vi.waitFor(() => expect(select.findTrigger().getElement().textContent).toContain('AR5'));

    select.openDropdown();
    select.selectOptionByValue('AR4');
    await vi.waitFor(() => expect(notifications.list().map((n) => n.text)).toContain(CONFLICT));
    expect(fakeApi.calls(environmentalRoutes.saveReportSettings)[0]!.body).toEqual({ gwpSet: 'AR4', version: 2 });
    await vi.waitFor(() => expect(select.findTrigger().getElement().textContent).toContain('AR6'));
    expect(fakeApi.calls(environmentalRoutes.reportSettings)).toHaveLength(1);
  });
});
