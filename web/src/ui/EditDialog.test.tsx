import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { adminRoutes } from '@esg/core/contract/admin';
import { UnitEdit, UnitView } from '@esg/core/schemas/units';
import { callRoute } from '../api/client';
import { apiError, conflictError, fakeApi, validationError } from '../test/fakeApi';
import { dialogAlerts, renderWidget } from '../test/render';
import { EditDialog } from './EditDialog';
import { schemaIssues, toFieldErrors, validationIssues } from './fieldErrors';
import { useSchemaForm } from './useSchemaForm';
import { useVersionedEdit } from './useVersionedEdit';

const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
const RELOADED = 'The latest version was loaded. Your changes are still in the form: save again to keep them.';
const stored = {
  id: 'kWh',
  symbol: 'kWh',
  names: { en: 'Kilowatt hour', hk: '千瓦時', cn: '千瓦时' },
  typeId: 'energy',
  systemId: 'si',
  version: 3,
};

type Unit = typeof stored;
const unitValues = (unit: Unit) => ({
  id: unit.id,
  symbol: unit.symbol,
  names: unit.names,
  typeId: unit.typeId,
  systemId: unit.systemId,
});

/** The kit as a feature uses it: a unit's symbol and English name edited against the API's own schema and route. */
function SymbolDialog({ onClose }: { onClose: () => void }) {
  const save = useMutation({
    mutationFn: (entry: z.input<typeof UnitEdit>) => callRoute(adminRoutes.putUnits, { body: { units: [entry] } }),
  });
  const say = (field: string) => (field === 'symbol' ? 'Enter a symbol of at most 20 characters.' : null);
  const form = useSchemaForm(() => unitValues(stored), {
    check: (v) => toFieldErrors(schemaIssues(UnitEdit, v), say),
    server: (error) => {
      const found = toFieldErrors(validationIssues(error), (field, issue) =>
        field === 'symbol' ? issue.message : null,
      );
      return validationIssues(error).length > 0 && Object.keys(found).length === 0
        ? { form: 'The unit could not be saved as entered.' }
        : found;
    },
  });
  const edit = useVersionedEdit(stored.version, {
    schema: UnitView,
    latest: async () => (await callRoute(adminRoutes.listUnits, {})).find((u) => u.id === stored.id),
    values: unitValues,
    form,
    label: (field) => (field === 'symbol' ? 'Symbol' : 'Name'),
  });
  const submit = () => {
    if (!form.validate()) return;
    save.mutate(edit.withVersion(form.values), { onSuccess: onClose, onError: form.refused });
  };
  return (
    <EditDialog
      header="Edit unit"
      confirm="Save"
      onClose={onClose}
      onConfirm={submit}
      save={save}
      errors={form.errors}
      edit={edit}
    >
      <FormField label="Symbol" controlId="symbol" errorText={form.errors.symbol}>
        <Input
          controlId="symbol"
          value={form.values.symbol}
          onChange={({ detail }) => form.set({ symbol: detail.value })}
        />
      </FormField>
      <FormField label="Name" controlId="name-en">
        <Input
          controlId="name-en"
          value={form.values.names.en}
          onChange={({ detail }) => form.set({ names: { ...form.values.names, en: detail.value } })}
        />
      </FormField>
    </EditDialog>
  );
}

const validation = (path: string, message: string) => validationError({ path, message });

async function open() {
  const onClose = vi.fn();
  const view = renderWidget(<SymbolDialog onClose={onClose} />);
  const symbol = (await screen.findByLabelText('Symbol')) as HTMLInputElement;
  const saveButton = () => screen.getByRole('button', { name: 'Save' });
  return { ...view, onClose, symbol, saveButton };
}

describe('EditDialog with useSchemaForm and useVersionedEdit (ADR 0021)', () => {
  it('a value the schema refuses shows on its field and nothing is sent', async () => {
    const { user, symbol, saveButton, onClose } = await open();
    await user.clear(symbol);
    await user.click(saveButton());
    expect(await screen.findByText('Enter a symbol of at most 20 characters.')).toBeTruthy();
    expect(symbol.getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls(adminRoutes.putUnits)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    // Corrected, the field error goes at the next save.
    fakeApi.on(adminRoutes.putUnits, ({ body }) => body.units.map((u) => ({ ...stored, ...u, version: 4 })));
    await user.type(symbol, 'MWh');
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByText('Enter a symbol of at most 20 characters.')).toBeNull();
  });

  it('a 409 shows the spec’s concurrency message; Reload keeps the input and the next save goes on the stored version', async () => {
    const { user, symbol, saveButton, onClose } = await open();
    fakeApi.on(adminRoutes.putUnits, () => {
      throw apiError(409, CONFLICT);
    });
    fakeApi.on(adminRoutes.listUnits, () => [{ ...stored, symbol: 'THEIRS', version: 5 }]);
    await user.clear(symbol);
    await user.type(symbol, 'MINE');
    await user.click(saveButton());
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(fakeApi.calls(adminRoutes.putUnits)[0]!.body.units[0]!.version).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(RELOADED)).toBeTruthy();
    expect(screen.queryByText(CONFLICT)).toBeNull();
    expect(symbol.value).toBe('MINE');

    fakeApi.on(adminRoutes.putUnits, ({ body }) => body.units.map((u) => ({ ...stored, ...u, version: 6 })));
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(adminRoutes.putUnits).at(-1)!.body.units[0]).toMatchObject({ symbol: 'MINE', version: 5 });
  });

  it('a 409 carrying the unit as stored now: Reload bases the next save on its version without reading the units', async () => {
    const { user, symbol, saveButton, onClose } = await open();
    fakeApi.on(adminRoutes.putUnits, () => {
      throw conflictError({ ...stored, symbol: 'THEIRS', kind: 'unit', version: 8 });
    });
    await user.clear(symbol);
    await user.type(symbol, 'MINE');
    await user.click(saveButton());
    expect(await screen.findByText(CONFLICT)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(RELOADED)).toBeTruthy();
    expect(symbol.value).toBe('MINE');
    expect(fakeApi.calls(adminRoutes.listUnits)).toHaveLength(0);

    fakeApi.on(adminRoutes.putUnits, ({ body }) => body.units.map((u) => ({ ...stored, ...u, version: 9 })));
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(adminRoutes.putUnits).at(-1)!.body.units[0]).toMatchObject({ symbol: 'MINE', version: 8 });
  });

  it('Reload rebases the form on the unit the 409 carries: a field left alone takes the other administrator’s value, the edit stays', async () => {
    const { user, symbol, saveButton, onClose } = await open();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    const theirs = { ...stored.names, en: 'Kilowatt-hour' };
    fakeApi.on(adminRoutes.putUnits, () => {
      throw conflictError({ ...stored, names: theirs, kind: 'unit', version: 8 });
    });
    await user.clear(symbol);
    await user.type(symbol, 'MINE');
    await user.click(saveButton());
    // The conflict comes into view with focus, and is announced (ConflictAlert).
    const conflict = await screen.findByTestId('conflict');
    await vi.waitFor(() => expect(conflict.parentElement!.contains(document.activeElement)).toBe(true));
    expect(conflict.parentElement!.getAttribute('role')).toBe('alert');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    const notice = await screen.findByTestId('reloaded');
    expect(notice.textContent).toBe(RELOADED);
    await vi.waitFor(() => expect(notice.parentElement!.contains(document.activeElement)).toBe(true));
    expect(symbol.value).toBe('MINE');
    expect(name.value).toBe('Kilowatt-hour');

    fakeApi.on(adminRoutes.putUnits, ({ body }) => body.units.map((u) => ({ ...stored, ...u, version: 9 })));
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(adminRoutes.putUnits).at(-1)!.body.units[0]).toMatchObject({
      symbol: 'MINE',
      names: theirs,
      version: 8,
    });
  });

  it('Reload names a field both administrators changed, keeping this one’s text there', async () => {
    const { user, symbol } = await open();
    fakeApi.on(adminRoutes.putUnits, () => {
      throw conflictError({ ...stored, symbol: 'THEIRS', kind: 'unit', version: 8 });
    });
    await user.clear(symbol);
    await user.type(symbol, 'MINE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    const notice = await screen.findByTestId('reloaded');
    expect(notice.textContent).toContain('The other user also changed Symbol. Your text is kept there over theirs');
    expect(symbol.value).toBe('MINE');
  });

  it('the server’s field issue shows on its field only, not again above the buttons', async () => {
    const { user, symbol, saveButton, onClose, page } = await open();
    fakeApi.on(adminRoutes.putUnits, () => {
      throw validation('body.units.0.symbol', 'The symbol is already used by another unit.');
    });
    await user.type(symbol, '2');
    await user.click(saveButton());
    expect(await screen.findByText('The symbol is already used by another unit.')).toBeTruthy();
    expect(symbol.getAttribute('aria-invalid')).toBe('true');
    expect(page.findModal()!.findContent().findAllAlerts()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('what no field shows goes above the buttons: a rule on no field, or any other failure', async () => {
    const { user, saveButton, onClose, page } = await open();
    fakeApi.on(adminRoutes.putUnits, () => {
      throw validation('body.units', 'Duplicate entries');
    });
    await user.click(saveButton());
    expect(await screen.findByText('The unit could not be saved as entered.')).toBeTruthy();

    fakeApi.on(adminRoutes.putUnits, () => {
      throw apiError(403, 'You do not have permission to do this.');
    });
    await user.click(saveButton());
    await vi.waitFor(() => {
      const alerts = page.findModal()!.findContent().findAllAlerts();
      expect(alerts.map((a) => a.getElement().textContent)).toEqual(['You do not have permission to do this.']);
    });
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('EditDialog says every field error somewhere (no error swallowed)', () => {
  const Dialog = ({ errors }: { errors: Record<string, string> }) => (
    <EditDialog
      header="Edit"
      confirm="Save"
      onClose={vi.fn()}
      onConfirm={vi.fn()}
      save={{ isPending: false, error: apiError(400, 'Bad Request'), reset: vi.fn() }}
      errors={errors}
    >
      <FormField label="Symbol" controlId="symbol" errorText={errors.symbol}>
        <Input controlId="symbol" value="" onChange={vi.fn()} />
      </FormField>
    </EditDialog>
  );

  it('an error on a field the dialog does not render is said above the buttons, once', async () => {
    const { page } = renderWidget(<Dialog errors={{ companyKey: 'That key is taken.' }} />);
    await vi.waitFor(() => expect(dialogAlerts(page)).toEqual(['That key is taken.']));
  });

  it('an error its field shows is not repeated above the buttons, nor the generic failure', async () => {
    const { page } = renderWidget(<Dialog errors={{ symbol: 'Enter a symbol.' }} />);
    await screen.findAllByText('Enter a symbol.');
    expect(dialogAlerts(page)).toEqual([]);
  });
});
