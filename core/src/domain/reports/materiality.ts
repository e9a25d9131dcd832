import { DEFAULT_PALETTE } from '../../lib/chartPalettes';
import { format } from '../../lib/format';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import type { RuleSet } from '../../vocabulary/ruleSets';
import { bilingualOf } from '../../catalogue/bilingual';
import { ownTextIn } from '../questionnaire/ownText';
import { matrixViewOf } from '../questionnaire/results';
import type { MatrixView } from '../../schemas/questionnaire';
import { matrixSvg } from '../../calc/materiality/svg';
import { listSeparator } from '../../lib/format';
import { labelled, reportDate, reportNumber } from './format';
import { reportText } from './messages';
import { editionTextOf, type UntranslatedAnswer } from './translated';

/**
 * About this report › Materiality from the board questionnaire's stored results (ADR 0030):
 * the year's matrix once at least one board member has submitted, else nothing, and the report says
 * plainly that no materiality assessment was carried out (never sample data).
 */
export type MaterialityAssessment = MatrixView;

export async function loadMateriality(
  tenantId: string,
  yearEnd: string,
  ruleSet: RuleSet,
): Promise<MaterialityAssessment | undefined> {
  const view = await matrixViewOf(tenantId, yearEnd, ruleSet);
  return view.answered > 0 ? view : undefined;
}

/** The section's own words: the method sentence is the one the materiality matrix page shows. */
const TEXT = {
  en: {
    method:
      'The company asked its {asked} board members to score every ESG topic from 1 to 10 for its importance to the company and to them personally; {answered} answered {when}. Each topic is placed at the mean of the answers. A topic is material when both means reach the threshold of {threshold}.',
    material: 'Material topics: {topics}.',
    onDay: 'on {date}',
    between: 'between {first} and {last}',
    noneMaterial: 'No topic reached the threshold.',
    topic: 'Topic',
    company: 'Importance to the company (mean)',
    board: 'Importance to board members (mean)',
    answers: 'Answers',
    isMaterial: 'Material',
    yes: 'Yes',
    no: 'No',
    matrix: 'Materiality matrix',
  },
  hk: {
    method:
      '公司邀請其 {asked} 位董事會成員，以 1 至 10 分就每項 ESG 議題對公司及對其個人的重要性評分；{answered} 位成員於{when}作答。每項議題按回覆的平均分排列。議題的兩項平均分均達到門檻 {threshold} 時，即屬重要議題。',
    material: '重要議題：{topics}。',
    onDay: '{date}',
    between: '{first}至{last}期間',
    noneMaterial: '沒有議題達到門檻。',
    topic: '議題',
    company: '對公司的重要性（平均分）',
    board: '對董事會成員的重要性（平均分）',
    answers: '回覆數目',
    isMaterial: '重要議題',
    yes: '是',
    no: '否',
    matrix: '重要性矩陣',
  },
  cn: {
    method:
      '公司邀请其 {asked} 位董事会成员，以 1 至 10 分就每项 ESG 议题对公司及对其个人的重要性评分；{answered} 位成员于{when}作答。每项议题按回复的平均分排列。议题的两项平均分均达到门槛 {threshold} 时，即属重要议题。',
    material: '重要议题：{topics}。',
    onDay: '{date}',
    between: '{first}至{last}期间',
    noneMaterial: '没有议题达到门槛。',
    topic: '议题',
    company: '对公司的重要性（平均分）',
    board: '对董事会成员的重要性（平均分）',
    answers: '回复数目',
    isMaterial: '重要议题',
    yes: '是',
    no: '否',
    matrix: '重要性矩阵',
  },
} satisfies Record<Language, Record<string, string>>;

type Key = keyof (typeof TEXT)['en'];
const say = (lang: Language, key: Key, params: Record<string, string | number> = {}) => format(TEXT[lang][key], params);

const p = (text: string): ReportBlock => ({ kind: 'p', text });

/** The topics the report prints: those scored. */
const printedPoints = (m: MaterialityAssessment | undefined) =>
  (m?.points ?? []).filter((t) => t.company !== null && t.board !== null);

/**
 * A topic's name as the edition prints it (ADR 0140): the company's own name in the edition's language, else the
 * other language behind the "translation missing" marker (the final edition of that language is refused meanwhile).
 */
const topicName = (t: MatrixView['points'][number], lang: Language) =>
  t.own ? editionTextOf(t.own, lang) : t.name[lang];

/** The matrix as an edition draws it: each point named as the edition prints it. */
const inEdition = (m: MaterialityAssessment, lang: Language): MaterialityAssessment => ({
  ...m,
  points: m.points.map((t) => ({ ...t, name: { ...t.name, [lang]: topicName(t, lang) } })),
});

/** The method, the topics with their means, the threshold and the matrix; or that there was no assessment. */
export function materialityBlocks(m: MaterialityAssessment | undefined, lang: Language): ReportBlock[] {
  if (!m) return [p(reportText(lang, 'materialityNone'))];
  const scored = printedPoints(m);
  const material = scored.filter((t) => t.material).map((t) => topicName(t, lang));
  const threshold = reportNumber(m.threshold, lang);
  return [
    p(
      labelled(
        reportText(lang, 'materialityMethod'),
        say(lang, 'method', {
          asked: m.asked,
          answered: m.answered,
          // One day is "on" that day, never "between 28-11-2026 and 28-11-2026".
          when:
            reportDate(m.firstAnswer, lang) === reportDate(m.lastAnswer, lang)
              ? say(lang, 'onDay', { date: reportDate(m.firstAnswer, lang) })
              : say(lang, 'between', {
                  first: reportDate(m.firstAnswer, lang),
                  last: reportDate(m.lastAnswer, lang),
                }),
          threshold,
        }),
        lang,
      ),
    ),
    p(
      material.length
        ? say(lang, 'material', { topics: material.join(listSeparator(lang)) })
        : say(lang, 'noneMaterial'),
    ),
    {
      kind: 'table',
      caption: reportText(lang, 'materiality'),
      head: [
        say(lang, 'topic'),
        say(lang, 'company'),
        say(lang, 'board'),
        say(lang, 'answers'),
        say(lang, 'isMaterial'),
      ],
      rows: scored.map((t) => [
        topicName(t, lang),
        reportNumber(t.company!, lang),
        reportNumber(t.board!, lang),
        reportNumber(t.answers, lang),
        say(lang, t.material ? 'yes' : 'no'),
      ]),
      numeric: [1, 2, 3],
    },
    // The same drawing as GET /api/matrix/{id}, inline so its labels stay text in the PDF.
    {
      kind: 'svg',
      title: say(lang, 'matrix'),
      svg: matrixSvg(inEdition(m, lang), lang, DEFAULT_PALETTE, (day) => reportDate(day, lang)).replace(
        /^<\?xml[^>]*\?>\s*/,
        '',
      ),
    },
  ];
}

/** The route of the page where the company names its topics. */
const TOPICS_PAGE = '/background/board_committee/preliminary_questionnaire';

/**
 * The topics the `lang` edition would print without their own name in that language (ADR 0140): each named as the
 * company knows it, in every language; none when the report prints no assessment.
 */
export function untranslatedTopics(m: MaterialityAssessment | undefined, lang: Language): UntranslatedAnswer[] {
  return printedPoints(m).flatMap((t) =>
    t.own && ownTextIn(bilingualOf(t.own, 'en') ?? { en: '', hk: '' }, lang) === undefined
      ? [{ page: TOPICS_PAGE, field: 'topics', item: t.name }]
      : [],
  );
}
