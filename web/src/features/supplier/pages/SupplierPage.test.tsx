import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { supplierRoutes } from '@esg/core/contract/suppliers';
import type { SupplierLinkView } from '@esg/core/schemas/suppliers';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { SupplierPage } from './SupplierPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const VIEW: SupplierLinkView = {
  company: { en: 'Globex Group Ltd', zh: '環球集團有限公司' },
  yearEnd: '2026-12-31',
  supplierName: 'Lantau Foods Ltd',
  contactName: 'Wing Chan',
  language: 'en',
  dueDate: '2027-01-31',
  submitted: false,
  answer: null,
};

describe('the public supplier page (ADR 0119)', () => {
  it('refuses missing figures and a share above 100 % on their fields, then sends the share-based answer', async () => {
    fakeApi.on(supplierRoutes.openSupplierLink, () => VIEW);
    fakeApi.on(supplierRoutes.submitSupplierAnswer, () => ({
      submitted: true as const,
      submittedAt: '2027-01-02T00:00:00Z',
    }));
    const { user } = renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language: 'en' });
    expect(await screen.findByText('Lantau Foods Ltd')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Scope 1, Scope 2, share and method (each said on its field, and to screen readers).
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);
    await user.type(screen.getByLabelText('Scope 1 emissions for the year (tCO2e)'), '1250.5');
    await user.type(screen.getByLabelText('Scope 2 emissions for the year (tCO2e)'), '3749.5');
    await user.type(screen.getByLabelText(/^Share attributable to the customer/), '101');
    await user.type(screen.getByLabelText(/^Method used/), 'Revenue share');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('A share cannot be more than 100 %.').length).toBeGreaterThan(0);
    expect(fakeApi.calls(supplierRoutes.submitSupplierAnswer)).toEqual([]);

    await user.clear(screen.getByLabelText(/^Share attributable to the customer/));
    await user.type(screen.getByLabelText(/^Share attributable to the customer/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submit' });
    expect(fakeApi.calls(supplierRoutes.submitSupplierAnswer)).toMatchObject([
      {
        body: {
          id: TOKEN,
          basis: 'share',
          scope1: '1250.5',
          scope2: '3749.5',
          sharePercent: '12.5',
          method: 'Revenue share',
        },
      },
    ]);
  });

  it('asks for a footprint per unit and units on the product basis', async () => {
    fakeApi.on(supplierRoutes.openSupplierLink, () => VIEW);
    const { user } = renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language: 'en' });
    await user.click(await screen.findByRole('radio', { name: /carbon footprint per unit/ }));
    expect(screen.getByLabelText('Carbon footprint per unit (kgCO2e per unit)')).toBeTruthy();
    expect(screen.getByLabelText('Units sold to the customer in the year')).toBeTruthy();
    expect(screen.queryByLabelText('Scope 1 emissions for the year (tCO2e)')).toBeNull();
  });

  it('names the company by its Chinese name, in Simplified for a reader of Simplified', async () => {
    fakeApi.on(supplierRoutes.openSupplierLink, () => ({ ...VIEW, language: 'hk' as const }));
    const hk = renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language: 'hk' });
    expect(await screen.findByText('環球集團有限公司')).toBeTruthy();
    hk.unmount();
    fakeApi.on(supplierRoutes.openSupplierLink, () => ({ ...VIEW, language: 'cn' as const }));
    renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language: 'cn' });
    expect(await screen.findByText('环球集团有限公司', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('環球集團有限公司')).toBeNull();
  });

  it('shows a refused link, in the language chosen, with nothing about the request', async () => {
    fakeApi.on(supplierRoutes.openSupplierLink, () => {
      throw apiError(404, 'This link is not valid any more.', undefined, 'questionnaireInvalid');
    });
    renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language: 'hk' });
    expect((await screen.findByTestId('supplier-invalid')).textContent).toContain('此請求連結不完整或無效');
    expect(screen.queryByText('Lantau Foods Ltd')).toBeNull();
  });

  it.each([
    ['hk', '核證聲明或碳足跡報告：最多 10 個檔案，每個不超過 10 MB。', '每次最多 10 個檔案'],
    ['cn', '核证声明或碳足迹报告：最多 10 个文件，每个不超过 10 MB。', '每次最多 10 个文件'],
  ] as const)(
    'writes the evidence’s file limit as the uploader beside it does, a space each side of a figure (%s)',
    async (language, hint, uploader) => {
      fakeApi.on(supplierRoutes.openSupplierLink, () => ({ ...VIEW, language }));
      renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language });
      expect(await screen.findByText(hint)).toBeTruthy();
      expect(screen.getByText((text) => text.startsWith(uploader))).toBeTruthy();
    },
  );

  it('keeps each figure’s label whole with its unit in brackets, to ask and once answered (hk)', async () => {
    const label = '年度範圍1排放量（噸二氧化碳當量）';
    const keptWhole = (element: Element) => element.closest('[style*="word-break: keep-all"]') !== null;
    fakeApi.on(supplierRoutes.openSupplierLink, () => ({ ...VIEW, language: 'hk' as const }));
    const asked = renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language: 'hk' });
    expect(keptWhole(await screen.findByText(label))).toBe(true);
    asked.unmount();
    const answer = {
      ...{ basis: 'share' as const, scope1: '1250.5', scope2: '3749.5', sharePercent: '12.5' },
      ...{ unitFootprint: null, units: null, method: 'GHG Protocol', tCO2e: '625', evidence: [] },
    };
    fakeApi.on(supplierRoutes.openSupplierLink, () => ({ ...VIEW, language: 'hk' as const, submitted: true, answer }));
    renderWidget(<SupplierPage />, { path: `/supplier?id=${TOKEN}`, language: 'hk' });
    expect(await screen.findByTestId('supplier-submitted')).toBeTruthy();
    expect(keptWhole(screen.getByText(label))).toBe(true);
  });
});
