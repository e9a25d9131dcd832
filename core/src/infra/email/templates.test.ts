import { describe, expect, it } from 'vitest';
import { taskReturned } from './templates';

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
