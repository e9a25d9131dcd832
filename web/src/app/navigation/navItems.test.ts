import { describe, expect, it } from 'vitest';
import { navGroups } from './navItems';

const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('side navigation groups', () => {
  it('shows pages the role may see that exist, grouped in section order', () => {
    const visible = only(
      '/home',
      '/dashboard',
      '/settings',
      '/administration/users',
      '/social/employment',
      '/background/policies',
      '/background/company_information',
    );
    const live = only('/home', '/settings', '/administration/users', '/social/employment', '/background/policies');
    const groups = navGroups(visible, live);
    expect(groups.top.map((p) => p.path)).toEqual(['/home']);
    expect(groups.sections.map((g) => [g.section, g.pages.map((p) => p.path)])).toEqual([
      ['background', ['/background/policies']],
      ['social', ['/social/employment']],
      ['administration', ['/administration/users']],
    ]);
  });

  it('never lists a page without a screen, or one the role may not see', () => {
    const all = () => true;
    const groups = navGroups(only('/home'), all);
    expect(groups).toEqual({ top: [expect.objectContaining({ path: '/home' })], sections: [] });
    const withDownloads = navGroups(all, all);
    const paths = withDownloads.sections.flatMap((g) => g.pages.map((p) => p.path));
    expect(paths).not.toContain('/reporting/template_download');
    expect(paths).toContain('/miscellaneous/attachment');
    expect(withDownloads.top.map((p) => p.path)).toEqual(['/home', '/dashboard', '/excel']);
  });
});
