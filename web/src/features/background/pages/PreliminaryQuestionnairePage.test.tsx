import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { TopicsView } from '@esg/core/schemas/questionnaire';
import { notifications } from '../../../notifications/store';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { PreliminaryQuestionnairePage } from './PreliminaryQuestionnairePage';

const YEAR = '2025-12-31';
const topic = (id: string, en: string, zh: string) => ({
  id,
  aspect: id,
  name: { en, hk: zh, cn: zh },
  description: { en: `${en} description`, hk: `${zh}说明`, cn: `${zh}说明` },
  custom: { name: null, description: null },
});
const view = (frozen = false): TopicsView => ({
  yearEnd: YEAR,
  version: 4,
  locked: false,
  frozen,
  threshold: 5.5,
  topics: [topic('A1', 'Emissions', '排放物'), topic('B1', 'Employment', '雇佣')],
});

beforeEach(() => {
  storedSession({ privileges: ['company:read', 'company:write'], year: YEAR });
});

describe('preliminary questionnaire: the topics the board rates, in Simplified Chinese', () => {
  it('edits a renamed topic in both languages and shows which one is missing (ADR 0140)', async () => {
    const renamed = { ...topic('A1', 'Water', 'Water'), custom: { name: { en: 'Water', hk: '' }, description: null } };
    fakeApi.on(questionnaireRoutes.materialityTopics, () => ({ ...view(), topics: [renamed] }));
    fakeApi.on(questionnaireRoutes.putMaterialityTopics, () => view());
    const { user } = renderWidget(<PreliminaryQuestionnairePage />, { language: 'cn' });
    const hk = await screen.findByRole('textbox', { name: '议题 A1 (繁体中文)' });
    expect(screen.getByTestId('translation-topics.A1.name').textContent).toBe('繁体及简体中文版缺少此内容');
    await user.type(hk, '水資源');
    expect(screen.getByTestId('translation-topics.A1.name').textContent).toBe('两种语言均已填写');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(fakeApi.calls(questionnaireRoutes.putMaterialityTopics)).toHaveLength(1));
    const { body } = fakeApi.calls(questionnaireRoutes.putMaterialityTopics)[0]!;
    expect(body.topics).toEqual([{ id: 'A1', name: { en: 'Water', hk: '水資源' }, description: null }]);
  });

  it('renames, adds and removes topics before the first answer, and saves them with the threshold', async () => {
    fakeApi.on(questionnaireRoutes.materialityTopics, () => view());
    fakeApi.on(questionnaireRoutes.putMaterialityTopics, () => view());
    const { user } = renderWidget(<PreliminaryQuestionnairePage />, { language: 'cn' });
    const a1 = await screen.findByRole('textbox', { name: '议题 A1' });
    expect(a1.getAttribute('placeholder')).toBe('Emissions');
    const a1hk = screen.getByRole('textbox', { name: '议题 A1 (繁体中文)' });
    expect(a1hk.getAttribute('placeholder')).toBe('排放物');
    await user.type(a1, 'Air and GHG emissions');
    await user.type(a1hk, '空氣及溫室氣體排放');
    await user.click(screen.getByRole('button', { name: '删除雇佣' }));
    await user.click(screen.getByRole('button', { name: '添加议题' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(fakeApi.calls(questionnaireRoutes.putMaterialityTopics)).toHaveLength(1));
    const { body } = fakeApi.calls(questionnaireRoutes.putMaterialityTopics)[0]!;
    expect(body).toMatchObject({ version: 4, threshold: 5.5 });
    expect(body.topics.map((t) => [t.id.length === 26 ? 'new' : t.id, t.name])).toEqual([
      ['A1', { en: 'Air and GHG emissions', hk: '空氣及溫室氣體排放' }],
      ['new', { en: 'New topic', hk: '新議題' }],
    ]);
    await vi.waitFor(() => expect(notifications.list().map((n) => n.text)).toContain('已保存'));
  });

  it('once a member has answered: the topics are fixed, the threshold can still change', async () => {
    fakeApi.on(questionnaireRoutes.materialityTopics, () => view(true));
    renderWidget(<PreliminaryQuestionnairePage />, { language: 'cn' });
    expect(await screen.findByText('已有董事会成员作答：议题已固定。您仍可更改门槛。')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '议题 A1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '添加议题' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '删除排放物' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(false);
  });
});
