import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pageDataRoutes } from '@esg/core/contract/background';
import createWrapper, { FormFieldWrapper } from '@cloudscape-design/components/test-utils/dom';
import { fakeApi } from '../test/fakeApi';
import { openPage } from './pageData/pageFixtures';

/**
 * The catalogue renderer's the spec's validation rules on real declarations: messages of the same check
 * the API runs, next to each field and in the summary, before anything is sent.
 */
const CHOOSE = 'Please choose Yes, No or Not to disclose and fill related info.';
const EMISSIONS = 'Does the company have a policy on emissions?';
const RESOURCES = 'Does the company have a policy on use of resources?';
const CASES = 'Any concluded legal case regarding corrupt practices this year?';
const TRAINING = 'Was anti-corruption training provided to directors and staff?';

const summary = () => screen.getByTestId('issue-summary');
const summaryItems = () =>
  within(summary())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
/** The message under the form field labelled so (a table's own, not its cells'). */
function errorOf(label: string): string | undefined {
  const field = createWrapper(document.body)
    .findAllFormFields()
    .find((f) => f.findLabel()?.getElement().textContent === label);
  if (!field) throw new Error(`no form field labelled ${label}`);
  const own = field.findError();
  if (!own || own.getElement().closest(`.${FormFieldWrapper.rootSelector}`) !== field.getElement()) return undefined;
  return own.getElement().textContent?.trim();
}
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea' });
const radio = (question: string, answer: string) =>
  within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: answer });

describe('yes / no / not to disclose (the spec’s validation rules)', () => {
  it('unanswered questions the page needs: the summary lists both, the Training tab counts its own; nothing is sent', async () => {
    const { user, save } = await openPage('anti_corruption');
    await user.click(save);
    expect(summary().textContent).toContain('Please correct the following before saving');
    expect(summaryItems()).toEqual([`${CASES}: ${CHOOSE}`, `${TRAINING}: ${CHOOSE}`]);
    expect(screen.getByRole('tab', { name: 'Training (1)' })).toBeTruthy();
    expect(errorOf(CASES)).toBe(CHOOSE);
    expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(0);
  });

  it('Not to disclose asks for the reason, Yes for its details; a fixed answer loses its message as it is typed', async () => {
    const { user, save } = await openPage('policies');
    await user.click(radio(EMISSIONS, 'Not to disclose'));
    await user.click(radio(RESOURCES, 'Yes'));
    await user.click(save);
    expect(errorOf(EMISSIONS)).toBeUndefined();
    expect(errorOf('Reason for not disclosing')).toBe('Please state the reason for not disclosing.');
    expect(errorOf('Policy name')).toBe('Please fill the fields under Yes.');
    expect(errorOf('What the policy covers')).toBe('Please fill the fields under Yes.');
    await user.type(input('Reason for not disclosing'), 'Commercially sensitive.');
    expect(summary().textContent).not.toContain('Please state the reason for not disclosing.');
    expect(errorOf('Reason for not disclosing')).toBeUndefined();
    expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(0);
  });

  it('a summary link opens the tab of its question', async () => {
    const { user, save } = await openPage('anti_corruption');
    await user.click(save);
    expect(screen.queryByRole('radiogroup', { name: TRAINING })).toBeNull();
    await user.click(within(summary()).getByText(TRAINING, { exact: true }));
    expect(screen.getByRole('tab', { name: 'Training (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(errorOf(TRAINING)).toBe(CHOOSE);
  });

  it('in Simplified Chinese: labels, answers and messages', async () => {
    const { user, save } = await openPage('anti_corruption', { language: 'cn' });
    await user.click(save);
    expect(summary().textContent).toContain('保存前请更正以下问题');
    expect(summary().textContent).toContain(
      '本年度有否已审结的贪污诉讼案件？：请选择“是”、“否”或“不披露”，并填写相关资料。',
    );
    expect(screen.getByRole('tab', { name: '培训 (1)' })).toBeTruthy();
    await user.click(radio('本年度有否已审结的贪污诉讼案件？', '不披露'));
    expect(errorOf('不披露的原因')).toBe('请说明不披露的原因。');
  });
});

describe('rows (the spec’s validation rules "add at least one detail")', () => {
  // Chinese joins a place and its message with the full-width colon, no space after it (core/src/lib/format.ts).
  it.each([
    ['hk', '新增一行', '第 1 行'],
    ['cn', '添加一行', '第 1 行'],
  ] as const)('names a row’s cell in the summary as Chinese writes it (%s)', async (language, addRow, row) => {
    const { user, save } = await openPage('reporting_boundaries', { language });
    await user.click(screen.getByRole('button', { name: addRow }));
    await user.click(save);
    const item = summaryItems().find((i) => i?.includes(row));
    expect(item).toMatch(new RegExp(`› ${row} › [^:：]+：[^\\s]`));
    expect(item).not.toContain(': ');
  });

  it('a table that needs rows says so; an added row names the cell that is missing; a removed row takes its messages', async () => {
    const { user, save } = await openPage('reporting_boundaries');
    await user.click(save);
    expect(errorOf('Locations in scope')).toBe('Please add at least one detail.');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(errorOf('Locations in scope')).toBeUndefined();
    expect(summaryItems()).toContain('Locations in scope › Row 1 › Name: Missing input in details.');
    expect(errorOf('Name')).toBe('Missing input in details.');

    await user.type(input('Name'), 'Head office');
    expect(input('Name').value).toBe('Head office');
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.queryByLabelText('Name', { selector: 'input' })).toBeNull();
    expect(errorOf('Locations in scope')).toBe('Please add at least one detail.');
  });

  it('a sequence column keeps 1..n as rows come and go: a row removed, the numbers after it move up (ADR 0011)', async () => {
    const group = (priority: string, id: string) => ({ priority, group: id, channels: ['email'], activities: ['agm'] });
    const { user } = await openPage('stakeholder', {
      values: { groups: [group('1', 'employees'), group('2', 'customers'), group('3', 'shareholders')] },
    });
    const priorities = () =>
      screen.getAllByLabelText<HTMLInputElement>('Priority', { selector: 'input' }).map((i) => i.value);
    expect(priorities()).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(priorities()).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(priorities()).toEqual(['1', '2', '3']);
  });

  it('a whole-number field (number of shops) keeps what is typed and names what is wrong (docs/decisions/0068)', async () => {
    const { user } = await openPage('reporting_boundaries');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const shops = input('Number of shops');
    await user.type(shops, '1a2.5.x');
    expect(shops.value).toBe('1a2.5.x');
    expect(shops.getAttribute('aria-invalid')).toBe('true');
    await user.clear(shops);
    await user.type(shops, '-3');
    expect(shops.value).toBe('-3');
    await user.clear(shops);
    await user.type(shops, '2.5');
    expect(shops.value).toBe('2.5');
    expect(shops.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('derived figures whose inputs are missing (docs/decisions/0069)', () => {
  it('read "Not entered" in the interface language, never 0', async () => {
    await openPage('development_training', {
      values: { employeesTotal: '40', traineesTotal: '30', trainingHoursTotal: '245.5', percentTrainedTotal: '75' },
    });
    expect(input('All employees – employees trained (%)').value).toBe('75');
    expect(input('All employees – employees trained (%)').placeholder).toBe('');
    expect(input('Male – employees trained (%)').value).toBe('');
    expect(input('Male – employees trained (%)').placeholder).toBe('Not entered');
  });
});
