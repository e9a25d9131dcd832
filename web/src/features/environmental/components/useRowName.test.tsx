import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../test/render';
import { useRowName } from './useRowName';

function RowName({ attributes }: { attributes: Record<string, unknown> }) {
  return <p>{useRowName('waste')(attributes)}</p>;
}

describe('a row named by its attributes', () => {
  it('punctuates a yes/no attribute as each language does: a colon in English, a full-width one in Chinese', async () => {
    const row = { wasteType: 'General waste', hazardous: true };
    const english = renderWidget(<RowName attributes={row} />);
    expect(await screen.findByText(/Hazardous: Yes/)).toBeTruthy();
    english.unmount();
    for (const language of ['hk', 'cn'] as const) {
      const { unmount } = renderWidget(<RowName attributes={row} />, { language });
      expect(await screen.findByText(/有害：是/)).toBeTruthy();
      unmount();
    }
  });
});
