import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { excelRoutes } from '@esg/core/contract/excel';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { ExcelPage } from './ExcelPage';

/** /excel to a role that reads (an invited auditor, ADR 0115): the template downloads, nothing uploads. */
describe('the Excel page, to an invited auditor', () => {
  it.each([
    ['en', 'Upload and check', 'Your role can view this, not do it. Ask the company’s administrator.'],
    ['hk', '上載並檢查', '您的角色只可檢視，不能執行此操作。請聯絡公司管理員。'],
    ['cn', '上传并检查', '您的角色只可查看，不能执行此操作。请联系公司管理员。'],
  ] as const)('is offered no upload, and told why (%s)', async (language, upload, reason) => {
    storedSession({ privileges: ['company:read', 'assurance:audit'], roleId: 'auditor', year: '2025-12-31' });
    fakeApi.on(excelRoutes.excelImports, () => []);
    renderWidget(<ExcelPage />, { path: '/excel', language });
    const button = await screen.findByRole('button', { name: upload });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
  });
});
