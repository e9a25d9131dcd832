import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../test/render';
import { MainContent, SkipToMainContent } from './SkipToMainContent';

/** As the shell lays them out: the skip link first, the navigation's links, then the page's content. */
function Shell() {
  return (
    <>
      <SkipToMainContent />
      <nav>
        {Array.from({ length: 5 }, (_, i) => (
          <a key={i} href={`/page-${i}`}>{`Page ${i}`}</a>
        ))}
      </nav>
      <MainContent>
        <button type="button">First control of the page</button>
      </MainContent>
    </>
  );
}

describe('Skip to main content', () => {
  it.each([
    ['en', 'Skip to main content'],
    ['hk', '跳至主要內容'],
    ['cn', '跳至主要内容'],
  ] as const)('is the first Tab stop and takes the keyboard past the navigation (%s)', async (language, name) => {
    const { user, router } = renderWidget(<Shell />, { language });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name }));
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('esg-main-content');
    expect(router.state.location.hash).toBe('');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First control of the page' }));
  });
});
