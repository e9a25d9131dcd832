import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { filesRoutes } from '@esg/core/contract/files';
import type { FileView } from '@esg/core/schemas/files';
import { fakeApi } from '../../test/fakeApi';
import { openPage, YEAR } from '../pageData/pageFixtures';

const evidence = (id: string, name: string, field: string): FileView => ({
  id,
  name,
  type: 'application/pdf',
  size: 2048,
  module: 'evidence',
  yearEnd: YEAR,
  uploadedBy: 'globex.admin',
  uploadedAt: '2026-02-01T09:00:00.000Z',
  target: { kind: 'field', page: 'development_training', field },
});
const REGISTER = evidence('01JD0000000000000000000001', 'training-register.pdf', 'traineesTotal');
const HOURS = evidence('01JD0000000000000000000002', 'hours-log.pdf', 'traineesTotal');
const OTHER = evidence('01JD0000000000000000000003', 'headcount.pdf', 'employeesTotal');

describe('the paper clip beside each field (evidence per value)', () => {
  it('counts the files filed against each field, and opens them', async () => {
    const { user } = await openPage('development_training', { evidence: [REGISTER, HOURS, OTHER] });
    const trainees = await screen.findByTestId('evidence-traineesTotal');
    await waitFor(() => expect(trainees.textContent).toBe('2'));
    expect(screen.getByTestId('evidence-employeesTotal').textContent).toBe('1');
    // The clip is an icon drawn in SVG beside the count, not an emoji a machine without an emoji font leaves blank.
    expect(trainees.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('evidence-trainingHoursTotal').textContent).toBe('0');
    // Only a field with evidence shows its clip; an empty one appears on hover or focus (evidence.css).
    expect(screen.getByTestId('evidence-trainingHoursTotal').closest('.esg-evidence-idle')).not.toBeNull();
    expect(screen.getByTestId('evidence-employeesTotal').closest('.esg-evidence-idle')).toBeNull();
    expect(fakeApi.calls(filesRoutes.listEvidence)[0]).toMatchObject({
      params: { year: YEAR },
      query: { page: 'development_training' },
    });

    await user.click(trainees);
    const dialog = await screen.findByRole('dialog', { name: /^Evidence for .*trainees/ });
    expect(within(dialog).getByText('training-register.pdf')).toBeTruthy();
    expect(within(dialog).getByText('hours-log.pdf')).toBeTruthy();
    expect(within(dialog).queryByText('headcount.pdf')).toBeNull();
    expect(within(dialog).getByText('Files to upload')).toBeTruthy();
  });

  it('removes evidence only after the confirmation, then counts again', async () => {
    const { user } = await openPage('development_training', { evidence: [REGISTER] });
    fakeApi.on(filesRoutes.deleteFiles, () => {
      fakeApi.on(filesRoutes.listEvidence, () => []);
      return { deleted: 1 };
    });
    await user.click(await screen.findByTestId('evidence-traineesTotal'));
    const dialog = await screen.findByRole('dialog', { name: /^Evidence for .*trainees/ });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select training-register.pdf' }));
    await user.click(within(dialog).getByTestId('delete-files'));
    expect(await screen.findByText('Are you sure you want to delete these files? This cannot be undone.')).toBeTruthy();
    expect(fakeApi.calls(filesRoutes.deleteFiles)).toHaveLength(0);
    const confirm = screen.getAllByRole('dialog').at(-1)!;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fakeApi.calls(filesRoutes.deleteFiles)).toEqual([{ body: { ids: [REGISTER.id] } }]));
    await waitFor(() => expect(screen.getByTestId('evidence-traineesTotal').textContent).toBe('0'));
  });
});
