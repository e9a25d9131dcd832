import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { environmentalRoutes } from '@esg/core/contract/environmental';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { EditRowModal } from './EditRowModal';
import { CERTIFICATES, YEAR, answerCatalogues, electricityRow, rowList } from './rowFixtures';

const row = {
  ...electricityRow,
  months: Array<string>(12).fill('50000'),
  attributes: { ...electricityRow.attributes },
};

async function openEdit(attributes: Record<string, unknown>, language: 'en' | 'hk' | 'cn' = 'en') {
  answerCatalogues();
  const onClose = vi.fn();
  const view = renderWidget(
    <EditRowModal
      type="electricity"
      year={YEAR}
      row={{ ...row, attributes }}
      locationName="Head office"
      onClose={onClose}
    />,
    { language },
  );
  await screen.findByRole('button', { name: /Add an instrument|新增合約工具|添加合约工具/ });
  return { ...view, onClose };
}

/** A select of a record by its cell's name ('Instrument 1'): the trigger button it labels. */
const select = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}\\b`) });
const sent = () => fakeApi.calls(environmentalRoutes.saveResourceRows).at(-1)!.body.rows[0]!.attributes;

describe('an electricity row’s contractual instruments in its dialog (ADR 0090, ADR 0123)', () => {
  it('shows the stored instruments, and saves them back as the API holds them', async () => {
    const { user, onClose } = await openEdit({ ...row.attributes, instruments: [CERTIFICATES] });
    expect((screen.getByLabelText('MWh covered 1') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Generation year 1') as HTMLInputElement).value).toBe('2025');
    expect(select('Instrument 1').textContent).toContain('Renewable energy certificates');
    expect(select('Rate unit 1').textContent).toContain('kgCO2e/MWh');
    fakeApi.on(environmentalRoutes.saveResourceRows, () => rowList([row]));
    await user.clear(screen.getByLabelText('MWh covered 1'));
    await user.type(screen.getByLabelText('MWh covered 1'), '120.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    // The reference typed before it had languages is its English (it has no Chinese characters), sent as such;
    // the Traditional left blank is sent empty (a language left out would be kept by the API, ADR 0137).
    expect(sent()).toEqual({
      supplier: 'clp',
      account: 'E-100',
      instruments: [{ ...CERTIFICATES, mwh: '120.5', reference: { en: CERTIFICATES.reference, hk: '' } }],
    });
  });

  it('adds one: every cell is required before the save is sent; the year goes as a number', async () => {
    const { user, onClose } = await openEdit(row.attributes);
    expect(screen.getByText('No instruments: market-based Scope 2 counts this row as location-based.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add an instrument' }));
    await user.type(screen.getByLabelText('MWh covered 1'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Kind, rate, unit, year and reference (either language) are missing: each says so, nothing is sent.
    expect(screen.getAllByText('Missing input.')).toHaveLength(6);
    expect(fakeApi.calls(environmentalRoutes.saveResourceRows)).toHaveLength(0);

    const choose = async (label: string, option: string) => {
      await user.click(select(label));
      await user.click(screen.getByRole('option', { name: option }));
    };
    await choose('Instrument 1', 'Green electricity tariff');
    await user.type(screen.getByLabelText('Emission rate 1'), '0');
    await choose('Rate unit 1', 'kgCO2e/kWh');
    await user.type(screen.getByLabelText('Generation year 1'), '2025');
    await user.type(
      screen.getByLabelText('Scheme, certificates or contract (English) 1'),
      'CLP Renewable Energy Tariff',
    );
    fakeApi.on(environmentalRoutes.saveResourceRows, () => rowList([row]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent().instruments).toEqual([
      {
        kind: 'greenTariff',
        mwh: '40',
        rate: { value: '0', unit: 'kgCO2e/kWh' },
        vintage: 2025,
        reference: { en: 'CLP Renewable Energy Tariff', hk: '' },
      },
    ]);
  });

  it('a language cleared is sent empty, so the API clears it; the Simplified it does not show is left out, so the API keeps it (ADR 0137)', async () => {
    const reference = { en: 'HK Electric RECs', hk: '港燈可再生能源證書', cn: '港灯绿证' };
    const { user, onClose } = await openEdit({ ...row.attributes, instruments: [{ ...CERTIFICATES, reference }] });
    await user.clear(screen.getByLabelText('Scheme, certificates or contract (English) 1'));
    fakeApi.on(environmentalRoutes.saveResourceRows, () => rowList([row]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect((sent().instruments as { reference: unknown }[])[0]!.reference).toEqual({ en: '', hk: reference.hk });
  });

  it('the reference in English and Traditional Chinese: either is enough, both sent; a Chinese one-text reference is the Chinese (ADR 0137)', async () => {
    const { user, onClose } = await openEdit(
      { ...row.attributes, instruments: [{ ...CERTIFICATES, reference: '港燈可再生能源證書' }] },
      'hk',
    );
    expect((screen.getByLabelText('計劃、證書或合約（英文） 1') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('計劃、證書或合約（繁體中文） 1') as HTMLInputElement).value).toBe(
      '港燈可再生能源證書',
    );
    await user.type(screen.getByLabelText('計劃、證書或合約（英文） 1'), 'HK Electric RECs');
    fakeApi.on(environmentalRoutes.saveResourceRows, () => rowList([row]));
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect((sent().instruments as { reference: unknown }[])[0]!.reference).toEqual({
      en: 'HK Electric RECs',
      hk: '港燈可再生能源證書',
    });
  });

  it('removing the last instrument removes them from the row', async () => {
    const { user, onClose } = await openEdit({ ...row.attributes, instruments: [CERTIFICATES] });
    await user.click(screen.getByRole('button', { name: 'Remove instrument 1' }));
    fakeApi.on(environmentalRoutes.saveResourceRows, () => rowList([row]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent()).toEqual({ supplier: 'clp', account: 'E-100' });
  });

  it.each([
    [
      'en',
      'The instruments cover more than this row’s 600 MWh for the year.',
      'The MWh an instrument covers: a number more than 0.',
    ],
    ['hk', '合約工具涵蓋的電量超過此列全年的 600 兆瓦時。', '合約工具涵蓋的兆瓦時：須為大於 0 的數字。'],
    ['cn', '合约工具涵盖的电量超过此列全年的 600 兆瓦时。', '合约工具涵盖的兆瓦时：须为大于 0 的数字。'],
  ] as const)('the API’s refusals show on the list and on the cell, in %s', async (language, tooMuch, positive) => {
    const { user, onClose } = await openEdit(
      { ...row.attributes, instruments: [CERTIFICATES, CERTIFICATES] },
      language,
    );
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw apiError(400, 'Bad Request', [
        {
          path: 'body.rows.0.attributes.instruments',
          message: 'The instruments cover more than this row’s 600 MWh for the year.',
          messageKey: 'instrumentsExceedUse',
          params: { mwh: '600' },
        },
        {
          path: 'body.rows.0.attributes.instruments.1.mwh',
          message: 'The MWh an instrument covers: a number more than 0.',
          messageKey: 'instrumentMwh',
        },
      ]);
    });
    await user.click(screen.getByRole('button', { name: /^(Save|儲存|保存)$/ }));
    expect(await screen.findByText(tooMuch)).toBeTruthy();
    expect(screen.getByText(positive)).toBeTruthy();
    const second = screen.getAllByRole('textbox').filter((i) => (i as HTMLInputElement).value === '100')[1]!;
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
