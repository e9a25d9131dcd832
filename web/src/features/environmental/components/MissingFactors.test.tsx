import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { sessionStore } from '../../../session/store';
import { renderWidget } from '../../../test/render';
import type { Emissions } from '../api/getEmissions';
import { MissingFactors } from './MissingFactors';

/** Acme's year as the API returns it: a refrigerant's GWP missing, a vehicle's pollutants, a factor unit that cannot convert. */
const emissions = {
  year: 2025,
  gaps: [
    {
      kind: 'missing-factor',
      message: 'missing factor gwp-ar5-r-410a for 2025',
      factorId: 'gwp-ar5-r-410a',
      year: 2025,
      rowIds: ['r1', 'r2'],
      kinds: ['refrigerant'],
    },
    {
      kind: 'missing-factor',
      message: 'missing factor vehicle-nox-diesel-private-van for 2025',
      factorId: 'vehicle-nox-diesel-private-van',
      year: 2025,
      rowIds: ['v1'],
      kinds: ['vehicle'],
    },
    {
      kind: 'missing-factor',
      message: 'missing factor vehicle-sox-diesel for 2025',
      factorId: 'vehicle-sox-diesel',
      year: 2025,
      rowIds: ['v1'],
      kinds: ['vehicle'],
    },
    {
      kind: 'factor-unit',
      message: 'factor travel-flight-economy is per passenger-km',
      factorId: 'travel-flight-economy',
      from: 'km',
      to: 'passenger-km',
    },
  ],
  proxies: [],
} as unknown as Emissions;

const signInAs = (privileges: string[]) =>
  act(() =>
    sessionStore.save(
      {
        user: { id: 'U1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
        role: { privileges },
        company: null,
        yearEnds: {},
      } as unknown as Parameters<typeof sessionStore.save>[0],
      'token',
    ),
  );

afterEach(() => localStorage.clear());

const panelText = () => screen.getByTestId('missing-factors').textContent ?? '';

describe('Missing factors panel: factors in words, grouped, with the rows they stop', () => {
  it('names each factor in English, groups vehicles apart, counts the rows and their pages; no raw id', () => {
    signInAs(['company:read', 'company:write']);
    renderWidget(<MissingFactors emissions={emissions} />);
    const vehicles = screen.getByTestId('gap-group-vehiclePollutants').textContent ?? '';
    expect(vehicles).toContain('NOx per kilometre: Private van (Diesel), for 2025');
    expect(vehicles).toContain('SOx per litre of vehicle fuel: Diesel, for 2025');
    expect(vehicles).toContain('Rows affected: 1, on Vehicles.');
    const other = screen.getByTestId('gap-group-other').textContent ?? '';
    expect(other).toContain('GWP of R-410A under IPCC AR5, for 2025');
    expect(other).toContain('Rows affected: 2, on Refrigerants.');
    expect(panelText()).toContain('What you can do: a platform administrator adds each factor');
    // The factor whose unit does not convert is named in words too.
    expect(document.body.textContent).toContain('Emissions per passenger-kilometre: Flight, Economy');
    expect(document.body.textContent).not.toMatch(/gwp-ar5|vehicle-nox|travel-flight/);
    // A company user cannot open the factor library: no link to it.
    expect(screen.queryByRole('link', { name: 'Open the emission factor library' })).toBeNull();
  });

  it('gives a platform administrator the way to the factor library', async () => {
    signInAs(['platform:admin', 'company:read']);
    const { user, router } = renderWidget(<MissingFactors emissions={emissions} />);
    await user.click(screen.getByRole('link', { name: 'Open the emission factor library' }));
    expect(router.state.location.pathname).toBe('/administration/emission_factors');
  });

  it('speaks Traditional Chinese to a Hong Kong user', () => {
    signInAs(['company:read']);
    renderWidget(<MissingFactors emissions={emissions} />, { language: 'hk' });
    expect(panelText()).toContain('IPCC AR5 下 R-410A 的全球暖化潛能值（2025 年）');
    expect(panelText()).toContain('每公里NOx排放：客貨車（柴油）');
    expect(document.body.textContent).toContain('每乘客公里的排放：');
  });
});
