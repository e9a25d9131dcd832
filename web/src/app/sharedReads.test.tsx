import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { usersRoutes } from '@esg/core/contract/users';
import type { UnitView } from '@esg/core/schemas/units';
import { routeKey } from '../api/routeQuery';
import { fakeApi } from '../test/fakeApi';
import { renderWidget } from '../test/render';
import { useUnits as useUnitCatalogue } from '../features/admin-units/api/listUnits';
import { unitReadsStale } from '../features/admin-units/api/keys';
import { useUnits as useRowUnits } from '../ui/units';
import { useRoles } from '../features/admin-access/api/listRoles';
import { useRoleNames } from '../features/admin-users/api/listRoles';
import { storedSession } from '../test/session';

/**
 * Two features' screens reading the same GET of the contract: its key is derived from the route
 * (web/src/api/routeQuery.ts), so they share one cache entry and one request, and an edit on one
 * screen refreshes the other.
 */
const unit = (id: string): UnitView => ({
  id,
  symbol: id,
  names: { en: id, hk: id, cn: id },
  typeId: 'mass',
  systemId: 'si',
  version: 1,
});

function UnitsAdministration() {
  const units = useUnitCatalogue();
  return <p>{`administration: ${units.data?.length ?? '…'} units`}</p>;
}
function EnvironmentalRowForm() {
  const units = useRowUnits();
  return <p>{`row form: ${units.data?.length ?? '…'} units`}</p>;
}

describe('one GET, one cache entry (query keys from the route contract)', () => {
  it('the units administration and the environmental row form read GET /api/uom/all once', async () => {
    let stored = [unit('kg'), unit('t')];
    fakeApi.on(adminRoutes.listUnits, () => stored);
    const { queryClient } = renderWidget(
      <>
        <UnitsAdministration />
        <EnvironmentalRowForm />
      </>,
    );
    expect(await screen.findByText('administration: 2 units')).toBeTruthy();
    expect(await screen.findByText('row form: 2 units')).toBeTruthy();
    expect(fakeApi.calls(adminRoutes.listUnits)).toHaveLength(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: routeKey(adminRoutes.listUnits) })).toHaveLength(1);

    // A unit added in the administration: the row form (with its own 10-minute staleTime) shows it too.
    stored = [...stored, unit('g')];
    await unitReadsStale(queryClient);
    await waitFor(() => expect(screen.getByText('row form: 3 units')).toBeTruthy());
    expect(screen.getByText('administration: 3 units')).toBeTruthy();
    expect(fakeApi.calls(adminRoutes.listUnits)).toHaveLength(2);
  });

  it('the role administration and the users table read GET /api/roles once', async () => {
    storedSession({ privileges: ['roles:manage', 'users:manage'] });
    fakeApi.on(usersRoutes.listRoles, () => []);
    function RoleAdministration() {
      return <p>{`roles: ${useRoles().data?.length ?? '…'}`}</p>;
    }
    function UsersTable() {
      return <p>{`role names: ${useRoleNames().size}`}</p>;
    }
    const { queryClient } = renderWidget(
      <>
        <RoleAdministration />
        <UsersTable />
      </>,
    );
    expect(await screen.findByText('roles: 0')).toBeTruthy();
    expect(fakeApi.calls(usersRoutes.listRoles)).toHaveLength(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: routeKey(usersRoutes.listRoles) })).toHaveLength(1);
  });
});
