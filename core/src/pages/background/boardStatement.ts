import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { text } from '../../catalogue/types';
import { steps as tutorial } from './boardStatement.tutorial';

/** Background › Board statement: the three parts of HKEX MDR-GOV, each its own answer. */
export const boardStatement: DataPage = {
  key: 'board_statement',
  route: '/background/board_statement',
  titleKey: 'pages.board_statement',
  tutorial,
  tabs: [
    {
      id: 'statementTab',
      labels: text('Board statement', '董事會聲明', '董事会声明'),
      cards: [
        {
          id: 'statementCard',
          labels: text('Board statement', '董事會聲明', '董事会声明'),
          helpKey: 'help.board_statement',
          fields: [
            {
              id: 'boardOversight',
              kind: 'longText',
              translatable: true,
              labels: text(
                "The board's oversight of ESG issues",
                '董事會對環境、社會及管治事宜的監管',
                '董事会对环境、社会及管治事宜的监管',
              ),
              provisions: ['MDR-GOV'],
            },
            {
              id: 'managementApproach',
              kind: 'longText',
              translatable: true,
              labels: text(
                'ESG management approach and strategy, including how material ESG issues are evaluated, prioritised and managed',
                '環境、社會及管治的管理方針及策略，包括評估、排列優次及管理重要事宜的過程',
                '环境、社会及管治的管理方针及策略，包括评估、排列优次及管理重要事宜的过程',
              ),
              provisions: ['MDR-GOV'],
            },
            {
              id: 'progressReview',
              kind: 'longText',
              translatable: true,
              labels: text(
                'How the board reviews progress against ESG goals and targets',
                '董事會如何檢討環境、社會及管治目標的進度',
                '董事会如何检讨环境、社会及管治目标的进度',
              ),
              provisions: ['MDR-GOV'],
            },
            {
              id: 'approvedOn',
              kind: 'date',
              labels: text('Date the board approved this report', '董事會批准本報告的日期', '董事会批准本报告的日期'),
            },
          ],
        },
      ],
    },
  ],
  title: text('Board statement', '董事會聲明', '董事会声明'),
  nav: { group: 'background', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [
    {
      id: 'getBoardStatement',
      method: 'GET',
      path: '/api/comp/board-statement/{year}',
      spec: 'GET /comp/board-statement/{year}',
      year: 'year',
    },
    {
      id: 'putBoardStatement',
      method: 'PUT',
      path: '/api/comp/board-statement/{year}',
      spec: 'PUT /comp/board-statement/{year}',
      year: 'year',
    },
  ],
};
