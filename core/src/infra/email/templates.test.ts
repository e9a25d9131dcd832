import { describe, expect, it } from 'vitest';
import { taskReopened, taskReturned } from './templates';

/** The return mail (docs/decisions/0114-task-reminders.md): under each page, who returned it and the comment. */
describe('taskReturned', () => {
  const returns = [{ page: '- Employment', by: 'Ann Lee', comment: 'Add the year.\nAnd the source.' }];
  const vars = { name: 'Page Tester', company: 'Acme', returns, link: 'https://esg.example/home' };

  it('names the reviewer and quotes the comment in each language, a comment’s lines kept under its page', () => {
    expect(taskReturned.en(vars).text).toContain(
      '- Employment\n  Returned by Ann Lee: “Add the year.\n  And the source.”',
    );
    expect(taskReturned.hk(vars).text).toContain(
      '- Employment\n  退回者：Ann Lee。意見：「Add the year.\n  And the source.」',
    );
    expect(taskReturned.cn(vars).text).toContain(
      '- Employment\n  退回者：Ann Lee。意见：“Add the year.\n  And the source.”',
    );
  });
});

/** The reopen mail (ADR 0114): under each page, who reopened it and the reason, in each language. */
describe('taskReopened', () => {
  const returns = [{ page: '- Employment', by: 'Ann Lee', comment: 'The headcount is wrong.' }];
  const vars = { name: 'Page Tester', company: 'Acme', returns, link: 'https://esg.example/home' };

  it('names the reviewer and quotes the reason in each language', () => {
    expect(taskReopened.en(vars)).toMatchObject({ subject: 'Acme: approved pages reopened' });
    expect(taskReopened.en(vars).text).toContain('- Employment\n  Reopened by Ann Lee: “The headcount is wrong.”');
    expect(taskReopened.hk(vars).text).toContain(
      '- Employment\n  重新開放者：Ann Lee。原因：「The headcount is wrong.」',
    );
    expect(taskReopened.cn(vars).text).toContain(
      '- Employment\n  重新开放者：Ann Lee。原因：“The headcount is wrong.”',
    );
  });
});
