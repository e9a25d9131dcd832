import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { fakeApi, validationError } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import type { Unit } from '../api/listUnits';
import { UnitModal } from './UnitModal';
import { useUnitCatalogue } from './useUnitCatalogue';

const names = (en: string) => ({ en, hk: en, cn: en });
const therm: Unit = { id: 'therm', symbol: 'thm', names: names('Therm'), typeId: 'energy', systemId: 'us', version: 2 };

function Dialog({ onClose }: { onClose: () => void }) {
  return <UnitModal unit={therm} catalogue={useUnitCatalogue()} onClose={onClose} />;
}

function open() {
  fakeApi.on(adminRoutes.listUnits, () => [therm]);
  fakeApi.on(adminRoutes.listUnitTypes, () => [
    { id: 'energy', names: names('Energy'), baseUnitId: 'kWh', version: 1 },
  ]);
  fakeApi.on(adminRoutes.listUnitSystems, () => [{ id: 'us', names: names('US customary'), version: 1 }]);
  fakeApi.on(adminRoutes.listConversions, () => []);
  const onClose = vi.fn();
  const view = renderWidget(<Dialog onClose={onClose} />);
  return { ...view, onClose };
}

describe('unit dialog (PUT /api/uom/all)', () => {
  it('a symbol another unit of the type has is refused at the Symbol field, keeping what was typed (ADR 0158)', async () => {
    const { user, page, onClose } = open();
    fakeApi.on(adminRoutes.putUnits, () => {
      throw validationError({
        path: 'body.units.0.symbol',
        message: 'The symbol kWh is used by kWh, a unit of the same type: choose another.',
        code: 'symbolTaken',
      });
    });
    const symbol = screen.getByLabelText('Symbol');
    await user.clear(symbol);
    await user.type(symbol, 'kWh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = () => page.findModal()!.findContent().findAllFormFields()[1]!;
    await vi.waitFor(() =>
      expect(field().findError()?.getElement().textContent).toBe(
        'Another unit of this type has this symbol: choose another.',
      ),
    );
    expect(field().findLabel()!.getElement().textContent).toBe('Symbol');
    expect((symbol as HTMLInputElement).value).toBe('kWh');
    expect(fakeApi.calls(adminRoutes.putUnits)[0]!.body.units[0]).toMatchObject({ id: 'therm', symbol: 'kWh' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
