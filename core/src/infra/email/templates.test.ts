import { describe, expect, it } from 'vitest';
import { taskDigest, taskReopened, taskReturned } from './templates';

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

/** The daily digest (ADR 0114): what is overdue, due in three days, and waits for the reader's review. */
describe('taskDigest', () => {
  const review = [{ page: '- Employment · HQ', by: 'Ann Lee', on: '02-03-2026' }];
  const vars = { name: 'Page Tester', company: 'Acme', dueSoon: '', overdue: '', link: 'https://esg.example/home' };

  it('names each page waiting for review, who submitted it and when, in each language, and no heading for none', () => {
    expect(taskDigest.en({ ...vars, review }).text).toContain(
      'Waiting for your review:\n\n- Employment · HQ\n  Submitted by Ann Lee on 02-03-2026\n\nYour tasks are on Home',
    );
    expect(taskDigest.hk({ ...vars, review }).text).toContain(
      '待您審閱：\n\n- Employment · HQ\n  提交者：Ann Lee。提交日期：02-03-2026\n\n您的工作列於主頁',
    );
    expect(taskDigest.cn({ ...vars, review }).text).toContain(
      '待您审阅：\n\n- Employment · HQ\n  提交者：Ann Lee。提交日期：02-03-2026\n\n您的工作列于主页',
    );
    // Nothing waiting: no heading, the digest as before.
    const text = taskDigest.en({ ...vars, overdue: '- Employment', review: [] }).text;
    expect(text).toContain('Overdue:\n\n- Employment\n\nYour tasks are on Home');
    expect(text).not.toContain('review');
  });
});
