import { describe, expect, it } from 'vitest';
import type { SectionStatusReply } from '@esg/core/schemas/progress';
import type { VisiblePage } from '../../shell/myPages';
import { reviewOf } from './review';

const page = (path: string, group: VisiblePage['group'], noScreen = false): VisiblePage => ({
  path,
  group,
  titleKey: path.split('/').pop()!,
  noScreen,
  readOnly: false,
});

type Section = SectionStatusReply['sections'][number];
const section = (
  s: Section['section'],
  status: Section['status'],
  savedPages = 0,
  missing: string[] = [],
  unexplained: string[] = [],
  missingTranslations?: number,
): Section => ({
  section: s,
  status,
  pages: 2,
  savedPages,
  missingMandatory: missing,
  unexplained,
  ...(missingTranslations === undefined ? {} : { missingTranslations }),
});

const reply: SectionStatusReply = {
  yearEnd: '2025-12-31',
  ruleSet: '2025',
  sections: [
    section('background', 'inProgress', 2, ['MDR-BOUND']),
    section('environmental', 'notStarted'),
    section('social', 'inProgress', 2, [], ['B4.1'], 3),
    section('miscellaneous', 'notStarted'),
    section('reporting', 'notStarted'),
  ],
};

describe('year review', () => {
  it('shows the status the API reports for each data section the role sees, in navigation order', () => {
    const pages = [
      page('/home', 'general'),
      page('/social/employment', 'social'),
      page('/background/company_information', 'background'),
      page('/background/policies', 'background'),
      page('/miscellaneous/attachment', 'miscellaneous', true),
      page('/reporting/generate_report', 'reporting'),
      page('/administration/users', 'administration'),
    ];
    expect(reviewOf(pages, reply)).toEqual([
      {
        section: 'background',
        status: 'inProgress',
        pages: 2,
        savedPages: 2,
        missingMandatory: ['MDR-BOUND'],
        unexplained: [],
        missingTranslations: 0,
      },
      // Translatable answers lacking a language, as the API counts them (ADR 0096).
      { ...section('social', 'inProgress', 2, [], ['B4.1']), missingTranslations: 3 },
      { ...section('reporting', 'notStarted'), missingTranslations: 0 },
    ]);
  });

  it('leaves out a section the API does not report', () => {
    const partial = { ...reply, sections: reply.sections.filter((s) => s.section !== 'social') };
    expect(reviewOf([page('/social/employment', 'social')], partial)).toEqual([]);
  });

  it('is empty for a role without data pages (platform staff)', () => {
    expect(reviewOf([page('/home', 'general'), page('/administration/UOM', 'administration')], reply)).toEqual([]);
  });
});
