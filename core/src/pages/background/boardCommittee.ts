import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { text } from '../../catalogue/types';
import { steps as tutorial } from './boardCommittee.tutorial';

/** A ULID: rows that other records point at (questionnaire links, monthly grids) carry one, assigned by the server. */
export const ROW_ID_PATTERN = '[0-9A-HJKMNP-TV-Z]{26}';

/**
 * Background › Board committee: the committee that oversees ESG for the board (HKEX MDR-GOV, part (i):
 * the board's oversight of ESG issues) and its members, who rate material topics through an e-mailed
 * questionnaire (the spec's "Board member": name, position title, email, group name). Each member row has
 * a stable `memberId` (server-assigned when absent) that the questionnaire's links and statuses name.
 */
export const boardCommittee: DataPage = {
  key: 'board_committee',
  route: '/background/board_committee',
  titleKey: 'pages.board_committee',
  tutorial,
  tabs: [
    {
      id: 'committeeTab',
      labels: text('Board committee', '董事委員會', '董事委员会'),
      cards: [
        {
          id: 'committeeCard',
          labels: text('Committee details', '委員會資料', '委员会资料'),
          helpKey: 'help.board_committee.details',
          fields: [
            {
              id: 'committeeName',
              kind: 'text',
              labels: text('Committee name', '委員會名稱', '委员会名称'),
              // A name the company gives in each language (ADR 0130).
              translatable: true,
              validation: { maxLength: 200 },
            },
            {
              id: 'establishedOn',
              kind: 'date',
              labels: text('Date established', '成立日期', '成立日期'),
              validation: { notFuture: true },
            },
            {
              id: 'committeeMandate',
              kind: 'longText',
              translatable: true,
              labels: text(
                "The committee's mandate in the board's oversight of ESG issues",
                '委員會在董事會監管環境、社會及管治事宜方面的職責',
                '委员会在董事会监管环境、社会及管治事宜方面的职责',
              ),
              provisions: ['MDR-GOV'],
              validation: { maxLength: 4000 },
            },
            {
              id: 'meetingsHeld',
              kind: 'number',
              labels: text('Meetings held this year', '本年度會議次數', '本年度会议次数'),
              unitType: 'count',
              validation: { integer: true },
            },
          ],
        },
        {
          id: 'membersCard',
          labels: text('Committee members', '委員會成員', '委员会成员'),
          helpKey: 'help.board_committee.members',
          fields: [
            {
              id: 'members',
              kind: 'table',
              labels: text('Members', '成員', '成员'),
              provisions: ['MDR-GOV'],
              uniqueBy: ['email'],
              maxRows: 100,
              // A new year starts from last year's board, the committee's details left as they are (ADR 0089).
              copyFromLastYear: { nameColumn: 'name' },
              columns: [
                {
                  id: 'memberId',
                  kind: 'text',
                  labels: text('Member ID', '成員編號', '成员编号'),
                  validation: { required: false, pattern: ROW_ID_PATTERN },
                },
                {
                  id: 'name',
                  kind: 'text',
                  labels: text('Name', '姓名', '姓名'),
                  validation: { minLength: 1, maxLength: 50 },
                },
                {
                  id: 'positionTitle',
                  kind: 'text',
                  translatable: true,
                  labels: text('Position title', '職位', '职位'),
                  validation: { maxLength: 100 },
                },
                {
                  id: 'email',
                  kind: 'text',
                  labels: text('E-mail', '電郵', '电邮'),
                  // For the questionnaire's mails only: a director's address is not published in the report.
                  personal: true,
                  // The spec's validation rules: e-mail 5 to 50 characters, valid format.
                  validation: { minLength: 5, maxLength: 50, pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+' },
                },
                {
                  id: 'groupName',
                  kind: 'text',
                  labels: text('Group name', '組別名稱', '组别名称'),
                  validation: { required: false, maxLength: 100 },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  title: text('Board committee', '董事委員會', '董事委员会'),
  nav: { group: 'background', write: COMPANY_WRITE },
  screen: { kind: 'form', panel: 'boardQuestionnaire' },
  specCalls: [],
};
