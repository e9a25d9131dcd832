import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionRoutes } from '@esg/core/contract/session';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { SessionsTable } from './SessionsTable';

const live = [
  { id: 'S1', date: '2026-11-24T09:00:00.000Z', current: true, status: 'live' as const },
  { id: 'S2', date: '2026-11-23T09:00:00.000Z', current: false, status: 'live' as const },
];
const ended = [
  {
    id: 'S3',
    date: '2026-11-22T09:00:00.000Z',
    current: false,
    status: 'signedOut' as const,
    endedAt: '2026-11-22T10:00:00.000Z',
  },
  {
    id: 'S4',
    date: '2026-11-21T09:00:00.000Z',
    current: false,
    status: 'expired' as const,
    endedAt: '2026-11-21T10:00:00.000Z',
  },
];

describe('Sessions on the personal profile (ADR 0047)', () => {
  it('lists live sessions; "Show ended sessions" asks for the ended ones too and says how each ended, with no Invalidate', async () => {
    fakeApi.on(sessionRoutes.listSessions, ({ query }) => (query?.ended === 'true' ? [...live, ...ended] : live));
    const { user } = renderWidget(<SessionsTable />);
    expect(await screen.findByText('This session')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Invalidate/ })).toHaveLength(1);
    expect(screen.queryByText(/^Signed out/)).toBeNull();

    await user.click(screen.getByLabelText('Show ended sessions'));
    expect(await screen.findByText(/^Signed out 22-11-2026/)).toBeTruthy();
    expect(screen.getByText(/^Expired 21-11-2026/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Invalidate/ })).toHaveLength(1);
    expect(fakeApi.calls(sessionRoutes.listSessions).at(-1)!.query).toEqual({ ended: 'true' });
  });
});
