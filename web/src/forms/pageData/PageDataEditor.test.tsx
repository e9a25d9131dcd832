import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { pageDataRoutes } from '@esg/core/contract/background';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { TaskView } from '@esg/core/schemas/workflow';
import { notifications } from '../../notifications/store';
import { yearGuard } from '../../shell/yearGuard';
import { apiError, conflictError, fakeApi } from '../../test/fakeApi';
import { CONFLICT, YEAR, openPage, storedPage, storeWhatIsSent } from './pageFixtures';

const OVERSIGHT = "The board's oversight of ESG issues";
const REVIEW = 'How the board reviews progress against ESG goals and targets';
/** A narrative's English text (a translatable answer: its languages side by side, ADR 0096). */
const field = (label: string) =>
  screen.getByLabelText<HTMLTextAreaElement>(`${label} (English)`, { selector: 'textarea, input' });
const notices = () => notifications.list().map((n) => n.text);

describe('saving a page', () => {
  it('sends the answers with the version they are based on and says Saved', async () => {
    const { user, save } = await openPage('board_statement', { values: { progressReview: 'Yearly.' }, version: 3 });
    storeWhatIsSent();
    await user.type(field(OVERSIGHT), 'Quarterly.');
    await user.click(save);
    await vi.waitFor(() => expect(notices()).toContain('Saved'));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[0]!.body).toEqual({
      values: { progressReview: 'Yearly.', boardOversight: { en: 'Quarterly.' } },
      version: 3,
    });
  });

  it('a save refreshes what depends on the answers elsewhere on the page (the board questionnaire list)', async () => {
    const { user, save, queryClient } = await openPage('board_statement');
    storeWhatIsSent();
    const boardStatus = vi.fn(() => ({ boardList: [] }));
    const observer = new QueryObserver(queryClient, {
      queryKey: ['boardQuestionnaire', 'status', '2025'],
      queryFn: boardStatus,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(boardStatus).toHaveBeenCalledTimes(1));
    await user.type(field(OVERSIGHT), 'Quarterly.');
    await user.click(save);
    await vi.waitFor(() => expect(notices()).toContain('Saved'));
    await vi.waitFor(() => expect(boardStatus).toHaveBeenCalledTimes(2));
    stop();
  });

  it('policies save what is answered: one answer of twelve is stored, the rest stays open (ADR 0088)', async () => {
    const { user, save } = await openPage('policies');
    storeWhatIsSent();
    const emissions = screen.getByRole('radiogroup', { name: 'Does the company have a policy on emissions?' });
    await user.click(within(emissions).getByRole('radio', { name: 'No' }));
    await user.click(save);
    await vi.waitFor(() => expect(notices()).toContain('Saved'));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[0]!.body).toEqual({
      values: { emissions: { answer: 0 } },
      version: 0,
    });
    expect(screen.queryByTestId('issue-summary')).toBeNull();
  });

  it('a save the form refuses says so and takes focus to the summary, not left on Save', async () => {
    const { user, save } = await openPage('employment');
    storeWhatIsSent();
    const typed = screen.getAllByRole('textbox').find((el) => el.getAttribute('inputmode') === 'numeric')!;
    await user.type(typed, '1.2.3');
    await user.click(save);
    await vi.waitFor(() =>
      expect(notices()).toContain('Not saved: please correct the issues listed at the top of the form.'),
    );
    expect(document.activeElement).toBe(screen.getByTestId('issue-summary-focus'));
    expect(screen.getByTestId('issue-summary').textContent).toContain(
      'Please enter digits and at most one decimal point.',
    );
    expect(typed).toHaveProperty('value', '1.2.3');
    expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(0);
  });

  it('a rule only the server knows comes back onto its field and into the summary', async () => {
    const { user, save } = await openPage('board_statement');
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw apiError(400, 'Bad Request', [{ path: 'boardOversight', code: 'missingInput', message: 'Missing input.' }]);
    });
    await user.click(save);
    expect((await screen.findByTestId('issue-summary')).textContent).toContain(`${OVERSIGHT}: Missing input.`);
    expect(field(OVERSIGHT).getAttribute('aria-invalid')).toBe('true');
    expect(notices()).toContain('Not saved: please correct the issues listed at the top of the form.');
    expect(document.activeElement).toBe(screen.getByTestId('issue-summary-focus'));
    // An edit may move what the server named: its messages go until the next save.
    await user.type(field(OVERSIGHT), 'x');
    expect(screen.queryByTestId('issue-summary')).toBeNull();
  });

  it('a 409 carrying the stored page: Reload bases the next save on it without reading the page again (ADR 0083)', async () => {
    const { user, save } = await openPage('board_statement', { version: 2 });
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw conflictError(storedPage({ boardOversight: 'Theirs.' }, 9));
    });
    await user.type(field(OVERSIGHT), 'Mine.');
    await user.click(save);
    const conflict = await screen.findByTestId('conflict');
    expect(conflict.textContent).toContain(CONFLICT);
    const readsBefore = fakeApi.calls(pageDataRoutes.getPageData).length;
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByTestId('reloaded');
    expect(fakeApi.calls(pageDataRoutes.getPageData)).toHaveLength(readsBefore);
    expect(field(OVERSIGHT).value).toBe('Mine.');
    // Both changed the same answer: which one, by its label, and whose text is kept.
    expect(reloaded.textContent).toContain(`The other user also changed ${OVERSIGHT}. Your text is kept there`);

    storeWhatIsSent();
    await user.click(save);
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(2));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[1]!.body).toEqual({
      values: { boardOversight: { en: 'Mine.' } },
      version: 9,
    });
  });

  it("Reload shows the other user's answers where this user changed nothing, so the next save keeps them", async () => {
    const { user, save } = await openPage('board_statement', { values: { progressReview: 'Yearly.' }, version: 7 });
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw conflictError(storedPage({ progressReview: 'Quarterly, by the ESG committee.' }, 8));
    });
    await user.type(field(OVERSIGHT), 'Mine.');
    await user.click(save);
    await user.click(within(await screen.findByTestId('conflict')).getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByTestId('reloaded');
    expect(field(REVIEW).value).toBe('Quarterly, by the ESG committee.');
    expect(field(OVERSIGHT).value).toBe('Mine.');
    expect(reloaded.textContent).not.toContain('The other user also changed');

    storeWhatIsSent();
    await user.click(save);
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(2));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[1]!.body).toEqual({
      values: { progressReview: 'Quarterly, by the ESG committee.', boardOversight: { en: 'Mine.' } },
      version: 8,
    });
  });

  it('the conflict comes into view, takes focus from Save and is announced', async () => {
    const { user, save } = await openPage('board_statement', { version: 2 });
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw conflictError(storedPage({}, 3));
    });
    await user.type(field(OVERSIGHT), 'Mine.');
    await user.click(save);
    const conflict = await screen.findByTestId('conflict');
    const announced = conflict.closest('[role="alert"]');
    expect(announced).not.toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(announced));
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByTestId('reloaded');
    await vi.waitFor(() => expect(document.activeElement).toBe(reloaded.closest('[role="status"]')));
  });

  it('a stale save gets the concurrency message; Reload reads the page when the 409 carries none', async () => {
    const { user, save } = await openPage('board_statement', { version: 2 });
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw apiError(409, CONFLICT);
    });
    await user.type(field(OVERSIGHT), 'Mine.');
    await user.click(save);
    const conflict = await screen.findByTestId('conflict');
    expect(conflict.textContent).toContain(CONFLICT);

    fakeApi.on(pageDataRoutes.getPageData, ({ params }) => ({
      pageKey: params.pageKey,
      yearEnd: params.year,
      values: { boardOversight: 'Theirs.', progressReview: 'Theirs too.' },
      version: 7,
      locked: false,
    }));
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await screen.findByText('The latest version was loaded.', { exact: false });
    expect(screen.queryByTestId('conflict')).toBeNull();
    expect(field(OVERSIGHT).value).toBe('Mine.');
    expect(field(REVIEW).value).toBe('Theirs too.');

    storeWhatIsSent();
    await user.click(save);
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(2));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[1]!.body).toEqual({
      values: { boardOversight: { en: 'Mine.' }, progressReview: 'Theirs too.' },
      version: 7,
    });
  });
});

describe('unsaved changes (the spec’s error catalogue)', () => {
  const UNSAVED = 'You have unsaved changes. Are you sure you want to leave this page without saving them?';
  /** The confirmation while it is shown (Cloudscape keeps a closed modal in the document). */
  const dialog = () => {
    const modal = createWrapper(document.body).findModal('[data-testid="unsaved"]');
    return modal?.isVisible() ? modal.getElement() : null;
  };

  it('leaving with edits asks first; Cancel stays with what was typed, Leave without saving goes', async () => {
    const { user, router } = await openPage('board_statement');
    await user.type(field(OVERSIGHT), 'Typed.');
    await act(() => router.navigate('/home'));
    expect(dialog()?.textContent).toContain(UNSAVED);
    await user.click(within(dialog()!).getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toBeNull();
    expect(router.state.location.pathname).toBe('/background/board_statement');
    expect(field(OVERSIGHT).value).toBe('Typed.');

    await act(() => router.navigate('/home'));
    await user.click(within(dialog()!).getByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('switching the reporting year asks too, and switches only when told to leave', async () => {
    const { user } = await openPage('board_statement');
    await user.type(field(OVERSIGHT), 'Typed.');
    const change = vi.fn();
    act(() => yearGuard.request(change));
    expect(dialog()?.textContent).toContain(UNSAVED);
    await user.click(within(dialog()!).getByRole('button', { name: 'Cancel' }));
    expect(change).not.toHaveBeenCalled();
    act(() => yearGuard.request(change));
    await user.click(within(dialog()!).getByRole('button', { name: 'Leave without saving' }));
    expect(change).toHaveBeenCalledOnce();
  });

  it('nothing typed, nothing asked', async () => {
    const { router } = await openPage('board_statement');
    const change = vi.fn();
    act(() => yearGuard.request(change));
    expect(change).toHaveBeenCalledOnce();
    await act(() => router.navigate('/home'));
    expect(router.state.location.pathname).toBe('/home');
    expect(dialog()).toBeNull();
  });
});

describe('a year printed while the page is open', () => {
  it('says the year is printed and locked, and the page turns read-only without Configure fields', async () => {
    const { user, save } = await openPage('board_statement');
    expect(screen.getByRole('button', { name: 'Configure fields' })).toBeTruthy();
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw apiError(423, 'This reporting year has been printed and is locked.', undefined, 'locked');
    });
    // What GET answers from now on: the year is printed.
    fakeApi.on(pageDataRoutes.getPageData, ({ params }) => ({
      pageKey: params.pageKey,
      yearEnd: params.year,
      values: {},
      version: 0,
      locked: true,
    }));
    await user.type(field(OVERSIGHT), 'Quarterly.');
    await user.click(save);
    await vi.waitFor(() =>
      expect(notices()).toContain(
        'This reporting year has been printed and locked in the meantime, so your changes cannot be saved. The page now shows the year read-only.',
      ),
    );
    expect(notices()).not.toContain('Failed to save, please try again');
    expect(await screen.findByTestId('locked-banner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Configure fields' })).toBeNull();
  });
});

describe('a year held for a moment by another writer', () => {
  it('says the year is being locked, keeps what was typed and offers no Reload; the next save goes', async () => {
    const { user, save } = await openPage('board_statement', { version: 2 });
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw apiError(409, 'This reporting year is being locked. Try again in a moment.', undefined, 'yearLocking');
    });
    await user.type(field(OVERSIGHT), 'Quarterly.');
    await user.click(save);
    await vi.waitFor(() => expect(notices()).toContain('This reporting year is being locked. Try again in a moment.'));
    expect(screen.queryByTestId('conflict')).toBeNull();
    expect(field(OVERSIGHT).value).toBe('Quarterly.');

    storeWhatIsSent();
    await user.click(save);
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(2));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[1]!.body).toMatchObject({ version: 2 });
  });
});

describe('a save that cannot reach the API (the spec’s error catalogue)', () => {
  it('says the spec’s network and 503 texts, not the page’s generic failure', async () => {
    const { user, save } = await openPage('board_statement');
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw apiError(0, 'Failed to fetch');
    });
    await user.type(field(OVERSIGHT), 'Quarterly.');
    await user.click(save);
    await vi.waitFor(() => expect(notices()).toContain('Oops! Network Error. Try again later'));
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw apiError(503, 'Service Unavailable');
    });
    await user.click(save);
    await vi.waitFor(() => expect(notices()).toContain('Service unavailable. Try again later'));
    expect(notices()).not.toContain('Failed to save, please try again');
  });
});

describe('a page under review (ADR 0102)', () => {
  /** The year's tasks as the API answers them: the board statement in `state`. */
  const tasksIn = (state: TaskView['state']) =>
    fakeApi.on(workflowRoutes.workflowMatrix, () => ({
      yearEnd: YEAR,
      today: '2026-01-10',
      locked: false,
      tasks: [
        {
          pageKey: 'board_statement',
          section: 'background',
          state,
          owners: [],
          unowned: false,
          overdue: false,
          openComments: 0,
          version: 1,
        },
      ],
    }));

  it('turns read-only once it is submitted, and editable again once the submission is withdrawn', async () => {
    tasksIn('inProgress');
    const { queryClient } = await openPage('board_statement', { values: { progressReview: 'Yearly.' }, version: 3 });
    expect(field(OVERSIGHT).readOnly).toBe(false);
    tasksIn('submitted');
    await act(() => queryClient.invalidateQueries());
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(field(OVERSIGHT).readOnly).toBe(true);
    tasksIn('inProgress');
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(field(OVERSIGHT).readOnly).toBe(false);
  });
});
