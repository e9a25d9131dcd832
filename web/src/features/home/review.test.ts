import { describe, expect, it } from 'vitest';
import type { VisiblePage } from '../../app/navigation/myPages';
import { reviewOf } from './review';

const page = (path: string, group: VisiblePage['group'], noScreen = false): VisiblePage => ({
  path,
  group,
  titleKey: path.split('/').pop()!,
  noScreen,
  readOnly: false,
});

describe('year review (issue #4 §8)', () => {
  it('lists the data sections the role sees, in navigation order, with their screens counted', () => {
    const pages = [
      page('/home', 'general'),
      page('/social/employment', 'social'),
      page('/background/company_information', 'background'),
      page('/background/policies', 'background'),
      page('/miscellaneous/attachment', 'miscellaneous', true),
      page('/reporting/generate_report', 'reporting'),
      page('/administration/users', 'administration'),
    ];
    expect(reviewOf(pages)).toEqual([
      { section: 'background', pages: 2, status: 'notStarted' },
      { section: 'social', pages: 1, status: 'notStarted' },
    ]);
  });

  it('is empty for a role without data pages (platform staff)', () => {
    expect(reviewOf([page('/home', 'general'), page('/administration/UOM', 'administration')])).toEqual([]);
  });
});
