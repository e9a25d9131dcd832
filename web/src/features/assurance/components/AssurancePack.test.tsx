import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import type { AssurancePackItem, RestatementsView } from '@esg/core/schemas/assurance';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { AssurancePack } from './AssurancePack';
import { Restatement } from './Restatement';

const YEAR = '2024-12-31';
const pack = (id: string, over: Partial<AssurancePackItem> = {}): AssurancePackItem => ({
  id,
  yearEnd: YEAR,
  yearVersion: 1,
  edition: 'final',
  status: 'DONE',
  progress: 100,
  createdBy: 'Ann Lee',
  createdAt: '2026-03-02T02:05:00.000Z',
  finishedAt: '2026-03-02T02:06:00.000Z',
  bytes: 5_200_000,
  files: 14,
  ...over,
});
const V1 = pack('01JB4Z8Q7W3N5K2M6P9R1T0V8A');
const V2 = pack('01JB4Z8Q7W3N5K2M6P9R1T0V8B', { yearVersion: 2, edition: 'draft', status: 'RUNNING', progress: 40 });
delete (V2 as Partial<AssurancePackItem>).finishedAt;

describe('the assurance pack on the data-quality screen (ADR 0117)', () => {
  it.each([
    ['en', 'Version 1', 'Building: 40 %', 'Ready', 'Download'],
    ['hk', '第 1 版', '建立中：40%', '已完成', '下載'],
    ['cn', '第 1 版', '建立中：40%', '已完成', '下载'],
  ] as const)(
    'lists each version’s packs with their progress, and offers the built one (%s)',
    async (language, v1, building, ready, download) => {
      fakeApi.on(assuranceRoutes.assurancePacks, () => [V2, V1]);
      renderWidget(<AssurancePack year={YEAR} />, { path: '/reporting/data_quality', language });
      expect(await screen.findByText(building)).toBeDefined();
      const row = screen.getByText(new RegExp(`^${v1} · `)).closest('tr')!;
      expect(within(row).getByText(ready)).toBeDefined();
      expect(within(row).getByRole('button', { name: new RegExp(download) })).toBeDefined();
      // One pack at a time: the build waits while one is being built.
      const buttons = screen.getAllByRole('button');
      expect(buttons[0]!.hasAttribute('disabled') || buttons[0]!.getAttribute('aria-disabled') === 'true').toBe(true);
      expect(document.body.textContent).not.toContain('RUNNING');
    },
  );

  it('builds a pack and downloads a built one under its version’s name', async () => {
    let packs: AssurancePackItem[] = [];
    fakeApi.on(assuranceRoutes.assurancePacks, () => packs);
    fakeApi.on(assuranceRoutes.requestAssurancePack, () => {
      packs = [V1];
      return { id: V1.id, status: 'QUEUED' as const, progress: 0 };
    });
    fakeApi.on(assuranceRoutes.downloadAssurancePack, () => new Blob(['PK']));
    storedSession({ privileges: ['company:read', 'company:write'] });
    const { user } = renderWidget(<AssurancePack year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'Build the assurance pack' }));
    await waitFor(() =>
      expect(fakeApi.calls(assuranceRoutes.requestAssurancePack)).toEqual([{ params: { year: YEAR } }]),
    );
    const row = (await screen.findByText('Ready')).closest('tr')!;
    await user.click(within(row).getByRole('button'));
    expect(fakeApi.calls(assuranceRoutes.downloadAssurancePack)).toEqual([{ params: { id: V1.id } }]);
  });
});

describe('the invited auditor (ADR 0115)', () => {
  it.each([
    ['en', 'Build the assurance pack', 'Your role can view this, not do it. Ask the company’s administrator.', 'Ready'],
    ['hk', '建立鑒證資料包', '您的角色只可檢視，不能執行此操作。請聯絡公司管理員。', '已完成'],
    ['cn', '建立鉴证资料包', '您的角色只可查看，不能执行此操作。请联系公司管理员。', '已完成'],
  ] as const)(
    'downloads the packs built for them, and is not offered a build, told why (%s)',
    async (language, build, reason, ready) => {
      storedSession({ privileges: ['company:read', 'assurance:audit'], roleId: 'auditor' });
      fakeApi.on(assuranceRoutes.assurancePacks, () => [V1]);
      fakeApi.on(assuranceRoutes.downloadAssurancePack, () => new Blob(['PK']));
      const { user } = renderWidget(<AssurancePack year={YEAR} />, { language });
      const button = await screen.findByRole('button', { name: build });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      button.focus();
      expect(await screen.findByText(reason)).toBeDefined();
      await user.click(button);
      expect(fakeApi.calls(assuranceRoutes.requestAssurancePack)).toEqual([]);
      const row = screen.getByText(ready).closest('tr')!;
      await user.click(within(row).getByRole('button'));
      expect(fakeApi.calls(assuranceRoutes.downloadAssurancePack)).toEqual([{ params: { id: V1.id } }]);
    },
  );
});

const printed: RestatementsView = { yearEnd: YEAR, yearVersion: 1, printed: true, periodVersion: 4, restatements: [] };

describe('restating a printed year (ADR 0118)', () => {
  it('asks the administrator why, and sends the reason with the year’s version', async () => {
    fakeApi.on(assuranceRoutes.restatements, () => printed);
    fakeApi.on(assuranceRoutes.restate, () => ({
      ...printed,
      printed: false,
      yearVersion: 2,
      periodVersion: 5,
      restatements: [{ version: 2, reason: 'Bill entered twice.', by: 'Alice Chan', at: '2026-03-02T02:05:00.000Z' }],
    }));
    const { user, page } = renderWidget(<Restatement year={YEAR} canRestate />);
    await user.click(await screen.findByRole('button', { name: 'Restate this year' }));
    const dialog = page.findModal()!;
    const confirm = dialog.findFooter()!.findAllButtons().at(-1)!;
    expect(confirm.isDisabled()).toBe(true);
    await user.type(screen.getByLabelText('Reason'), 'Bill entered twice.');
    expect(confirm.isDisabled()).toBe(false);
    confirm.click();
    await waitFor(() =>
      expect(fakeApi.calls(assuranceRoutes.restate)).toEqual([
        { params: { year: YEAR }, body: { reason: 'Bill entered twice.', version: 4 } },
      ]),
    );
  });

  it.each([
    ['en', 'The year is open as version 2', 'Version 2'],
    ['hk', '年度現以第 2 版開放', '第 2 版'],
    ['cn', '年度现以第 2 版开放', '第 2 版'],
  ] as const)(
    'shows a reopened year’s version and why it was restated, to everyone (%s)',
    async (language, open, v2) => {
      fakeApi.on(assuranceRoutes.restatements, () => ({
        ...printed,
        printed: false,
        yearVersion: 2,
        restatements: [{ version: 2, reason: 'Bill entered twice.', by: 'Alice Chan', at: '2026-03-02T02:05:00.000Z' }],
      }));
      renderWidget(<Restatement year={YEAR} canRestate={false} />, { language });
      expect(await screen.findByText(new RegExp(open))).toBeDefined();
      expect(screen.getByText(v2)).toBeDefined();
      expect(screen.getByText('Bill entered twice.')).toBeDefined();
      expect(screen.queryAllByRole('button').filter((b) => /Restate|重列/.test(b.textContent ?? ''))).toEqual([]);
    },
  );
});
