import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import type { MatrixPoint, MatrixView } from '@esg/core/schemas/questionnaire';
import { openPage, YEAR } from './pageData/pageFixtures';

/**
 * Comply-or-explain "not material" (ADR 0030) on the Employment page's comply card: B1 came out below the threshold of the board's
 * assessment, so each B1 provision offers "not material" as its explanation, filled in one click.
 */
const point = (aspect: string, material: boolean): MatrixPoint => ({
  id: aspect,
  aspect,
  name: { en: aspect, hk: aspect, cn: aspect },
  company: material ? 8 : 3,
  board: material ? 8 : 4,
  answers: 4,
  material,
});
const matrix = (b1Material: boolean): MatrixView => ({
  yearEnd: YEAR,
  threshold: 5.5,
  asked: 5,
  answered: 4,
  firstAnswer: '2026-03-02T02:00:00.000Z',
  lastAnswer: '2026-03-09T07:15:00.000Z',
  points: [point('B1', b1Material), point('B2', false)],
});

const REASON = 'B1.1: reason (explained or not applicable)';
const reason = () => screen.getByLabelText<HTMLTextAreaElement>(`${REASON} (English)`, { selector: 'textarea' });
const choiceShown = (code: string) =>
  createWrapper(document.body)
    .findAllFormFields()
    .find((f) => f.findLabel()?.getElement().textContent?.startsWith(`${code} `))!
    .findControl()!
    .findSelect()!
    .findTrigger()
    .getElement().textContent;

describe('comply or explain: the board found the topic not material', () => {
  it('offers the dated explanation on every B1 provision; one click fills choice and reason, which stay editable', async () => {
    const { user } = await openPage('employment', { matrix: matrix(false) });
    await user.click(screen.getByRole('tab', { name: 'Comply or explain' }));
    for (const code of ['B1-GD', 'B1.1', 'B1.2'])
      expect(screen.getByTestId(`not-material-${code}`).textContent).toContain(
        "The board's materiality assessment of 09-03-2026 found this topic not material.",
      );

    await user.click(screen.getByRole('button', { name: 'Explain: not material (B1.1)' }));
    expect(reason().value).toBe("Not material per the board's materiality assessment of 09-03-2026.");
    expect(choiceShown('B1.1')).toBe('Explained (not disclosed, with reason)');
    expect(screen.queryByTestId('not-material-B1.1')).toBeNull();
    expect(screen.getByTestId('not-material-B1.2')).toBeTruthy();

    await user.type(reason(), ' Reviewed again in 2027.');
    expect(reason().value).toBe(
      "Not material per the board's materiality assessment of 09-03-2026. Reviewed again in 2027.",
    );
  });

  it('writes the explanation in English and Chinese, whatever the reader’s language, the Chinese dated 2026年3月9日', async () => {
    const { user } = await openPage('employment', { matrix: matrix(false), language: 'hk' });
    await user.click(screen.getByRole('tab', { name: '不遵守就解釋' }));
    await user.click(screen.getByRole('button', { name: '解釋：並不重要（B1.1）' }));
    const label = (lang: string) => `B1.1：原因（已解釋或不適用） (${lang})`;
    expect(screen.getByLabelText<HTMLTextAreaElement>(label('英文')).value).toBe(
      "Not material per the board's materiality assessment of 09-03-2026.",
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>(label('繁體中文')).value).toBe(
      '根據董事會於2026年3月9日的重要性評估，此議題並不重要。',
    );
  });

  it('offers nothing where the board found the topic material', async () => {
    const { user } = await openPage('employment', { matrix: matrix(true) });
    await user.click(screen.getByRole('tab', { name: 'Comply or explain' }));
    expect(reason().value).toBe('');
    expect(screen.queryByTestId('not-material-B1.1')).toBeNull();
    expect(screen.queryByRole('button', { name: /not material/ })).toBeNull();
  });
});
