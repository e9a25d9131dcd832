import type { Language } from '../../schemas/common';

/** Every mail the product sends, in the recipient's language (en, hk, cn). */
export interface MailTemplates {
  passwordReset: { name: string; link: string };
  /** `invitedBy` when an administrator created the account (with `company`, absent for the platform's own staff). */
  activation: { name: string; link: string; invitedBy?: string; company?: string };
  questionnaire: { name: string; company: string; year: string; link: string };
  supplierRequest: {
    name: string;
    company: string;
    supplier: string;
    year: string;
    due: string;
    link: string;
    reminder: boolean;
  };
  firstYearRequest: { name: string; company: string; start: string; end: string; link: string };
  auditorInvitation: { name: string; company: string; years: string; until: string; link: string };
  boardSignOff: { name: string; company: string; year: string; link: string };
  /** A director's comment instead of an approval (ADR 0113), to each of the company's administrators. */
  boardComment: { name: string; company: string; director: string; year: string; comment: string; link: string };
  /** The board's approval, every director asked having approved (ADR 0113), to each of the administrators. */
  boardApproved: { name: string; company: string; directors: string; year: string; link: string };
  /** The year's review (ADR 0114): `tasks`, `dueSoon`, `overdue` are lines already in the recipient's language. */
  taskAssigned: { name: string; company: string; tasks: string; link: string };
  taskReturned: { name: string; company: string; returns: readonly ReturnedPage[]; link: string };
  /** An approved page reopened by a reviewer: `returns` names who reopened it and quotes the reason. */
  taskReopened: { name: string; company: string; returns: readonly ReturnedPage[]; link: string };
  /** `review`: the submitted pages waiting for the recipient's review, each with who submitted it and when. */
  taskDigest: {
    name: string;
    company: string;
    dueSoon: string;
    overdue: string;
    review: readonly ReviewPage[];
    link: string;
  };
}

/** A page in the return mail: its line (already in the recipient's language), who returned it and their comment. */
export interface ReturnedPage {
  page: string;
  by: string;
  comment: string;
}

/** A page waiting for review in the digest: its line (in the recipient's language), its submitter, the day (DD-MM-YYYY). */
export interface ReviewPage {
  page: string;
  by: string;
  on: string;
}

/** A mail in every interface language: its subject and text from the mail's values. */
export type MailTemplate<V> = Readonly<Record<Language, (v: V) => { subject: string; text: string }>>;

/**
 * Words a person typed (a comment), set off as theirs in the mail's language: “…” in English and Simplified, 「…」 in
 * Traditional. Plain text as the rest of the mail; the request took it through the text hygiene of ADR 0020.
 */
export const quoted = (text: string, language: Language) => (language === 'hk' ? `「${text}」` : `“${text}”`);

/*
 * One export per mail, so a Lambda bundles only the mails it sends (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const auditorInvitation: MailTemplate<MailTemplates['auditorInvitation']> = {
  en: ({ name, company, years, until, link }) => ({
    subject: `ESG Platform: ${company} invites you to audit its ESG data`,
    text: `Dear ${name},\n\n${company} invites you, as its assurance provider, to review its ESG data for the reporting years ending ${years}. Your access is read-only and ends on ${until}. Open this link within 24 hours to activate your account and choose a password:\n\n${link}`,
  }),
  hk: ({ name, company, years, until, link }) => ({
    subject: `ESG 平台：${company} 邀請您審核其 ESG 數據`,
    text: `${name} 您好：\n\n${company} 邀請您以鑒證機構身份，審閱其截至 ${years} 的報告年度的 ESG 數據。您的存取權限為唯讀，並於 ${until} 結束。請於 24 小時內開啟以下連結以啟用帳戶及設定密碼：\n\n${link}`,
  }),
  cn: ({ name, company, years, until, link }) => ({
    subject: `ESG 平台：${company} 邀请您审核其 ESG 数据`,
    text: `${name} 您好：\n\n${company} 邀请您以鉴证机构身份，审阅其截至 ${years} 的报告年度的 ESG 数据。您的访问权限为只读，并于 ${until} 结束。请于 24 小时内打开以下链接以激活账户及设置密码：\n\n${link}`,
  }),
};

export const firstYearRequest: MailTemplate<MailTemplates['firstYearRequest']> = {
  en: ({ name, company, start, end, link }) => ({
    subject: `ESG Platform: ${company} asks to start its first reporting year`,
    text: `Dear ${name},\n\n${company} registered on the platform and asks to subscribe to its first reporting year, ${start} to ${end}. Approve it on the companies list:\n\n${link}`,
  }),
  hk: ({ name, company, start, end, link }) => ({
    subject: `ESG 平台：${company} 申請開始首個報告年度`,
    text: `${name} 您好：\n\n${company} 已在平台註冊，並申請訂閱首個報告年度（${start} 至 ${end}）。請在公司列表中批准：\n\n${link}`,
  }),
  cn: ({ name, company, start, end, link }) => ({
    subject: `ESG 平台：${company} 申请开始首个报告年度`,
    text: `${name} 您好：\n\n${company} 已在平台注册，并申请订阅首个报告年度（${start} 至 ${end}）。请在公司列表中批准：\n\n${link}`,
  }),
};

export const passwordReset: MailTemplate<MailTemplates['passwordReset']> = {
  en: ({ name, link }) => ({
    subject: 'ESG Platform: password reset',
    text: `Dear ${name},\n\nA password reset was requested for your account. Open this link within 24 hours to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  }),
  hk: ({ name, link }) => ({
    subject: 'ESG 平台：重設密碼',
    text: `${name} 您好：\n\n您的帳戶已申請重設密碼。請於 24 小時內開啟以下連結以設定新密碼：\n\n${link}\n\n如非本人申請，請忽略此電郵。`,
  }),
  cn: ({ name, link }) => ({
    subject: 'ESG 平台：重置密码',
    text: `${name} 您好：\n\n您的账户已申请重置密码。请于 24 小时内打开以下链接以设置新密码：\n\n${link}\n\n如非本人申请，请忽略此邮件。`,
  }),
};

export const activation: MailTemplate<MailTemplates['activation']> = {
  en: ({ name, link, invitedBy, company }) => ({
    subject: 'ESG Platform: activate your account',
    text: `Dear ${name},\n\n${
      invitedBy
        ? `${invitedBy} has created your account on ${company ? `${company}’s ESG reporting platform` : 'the ESG platform'}. Open this link within 24 hours to activate it and choose a password:`
        : 'Your account has been created. Open this link within 24 hours to activate it:'
    }\n\n${link}`,
  }),
  hk: ({ name, link, invitedBy, company }) => ({
    subject: 'ESG 平台：啟用您的帳戶',
    text: `${name} 您好：\n\n${
      invitedBy
        ? `${invitedBy} 已為您在${company ? ` ${company} 的 ESG 報告平台` : ' ESG 平台'}建立帳戶。請於 24 小時內開啟以下連結以啟用帳戶及設定密碼：`
        : '您的帳戶已建立。請於 24 小時內開啟以下連結以啟用帳戶：'
    }\n\n${link}`,
  }),
  cn: ({ name, link, invitedBy, company }) => ({
    subject: 'ESG 平台：激活您的账户',
    text: `${name} 您好：\n\n${
      invitedBy
        ? `${invitedBy} 已为您在${company ? ` ${company} 的 ESG 报告平台` : ' ESG 平台'}创建账户。请于 24 小时内打开以下链接以激活账户及设置密码：`
        : '您的账户已创建。请于 24 小时内打开以下链接以激活账户：'
    }\n\n${link}`,
  }),
};

// A supplier data request (docs/decisions/0119-supplier-data-requests.md), in the language the company chose for it.
export const supplierRequest: MailTemplate<MailTemplates['supplierRequest']> = {
  en: ({ name, company, supplier, year, due, link, reminder }) => ({
    subject: `${reminder ? 'Reminder: ' : ''}${company}: greenhouse gas data request for ${supplier}, year ending ${year}`,
    text: `Dear ${name},\n\n${company} asks ${supplier} for its Scope 1 and Scope 2 greenhouse gas emissions for the year ending ${year} and the share of them attributable to ${company} (or the carbon footprint per unit of the products it buys and the number of units), with the method used. Please answer by ${due}. No account or sign-in is needed:\n\n${link}\n\nThis link is for ${supplier} only: please do not forward it.`,
  }),
  hk: ({ name, company, supplier, year, due, link, reminder }) => ({
    subject: `${reminder ? '提示：' : ''}${company}：向 ${supplier} 索取截至 ${year} 年度的溫室氣體數據`,
    text: `${name} 您好：\n\n${company} 請 ${supplier} 提供截至 ${year} 年度的範圍1及範圍2溫室氣體排放量，以及其中歸屬於 ${company} 的比例（或其所購產品的每單位碳足跡及單位數量），並說明所用方法。請於 ${due} 或之前回覆。毋須帳戶或登入：\n\n${link}\n\n此連結僅供 ${supplier} 使用，請勿轉發。`,
  }),
  cn: ({ name, company, supplier, year, due, link, reminder }) => ({
    subject: `${reminder ? '提醒：' : ''}${company}：向 ${supplier} 索取截至 ${year} 年度的温室气体数据`,
    text: `${name} 您好：\n\n${company} 请 ${supplier} 提供截至 ${year} 年度的范围1及范围2温室气体排放量，以及其中归属于 ${company} 的比例（或其所购产品的每单位碳足迹及单位数量），并说明所用方法。请于 ${due} 或之前回复。无需账户或登录：\n\n${link}\n\n此链接仅供 ${supplier} 使用，请勿转发。`,
  }),
};

export const questionnaire: MailTemplate<MailTemplates['questionnaire']> = {
  en: ({ name, company, year, link }) => ({
    subject: `${company}: board materiality questionnaire ${year}`,
    text: `Dear ${name},\n\n${company} asks you, as a member of its board, to rate how important each ESG topic is to the company and to you personally, for the reporting year ending ${year}. It takes a few minutes and needs no sign-in:\n\n${link}\n\nThis link is personal: please do not forward it.`,
  }),
  hk: ({ name, company, year, link }) => ({
    subject: `${company}：${year} 董事會重要性問卷`,
    text: `${name} 您好：\n\n${company} 邀請您以董事會成員身份，就截至 ${year} 的報告年度，評估各項 ESG 議題對公司及對您個人的重要程度。只需數分鐘，毋須登入：\n\n${link}\n\n此連結僅供您本人使用，請勿轉發。`,
  }),
  cn: ({ name, company, year, link }) => ({
    subject: `${company}：${year} 董事会重要性问卷`,
    text: `${name} 您好：\n\n${company} 邀请您以董事会成员身份，就截至 ${year} 的报告年度，评估各项 ESG 议题对公司及对您个人的重要程度。只需数分钟，无需登录：\n\n${link}\n\n此链接仅供您本人使用，请勿转发。`,
  }),
};

export const boardSignOff: MailTemplate<MailTemplates['boardSignOff']> = {
  en: ({ name, company, year, link }) => ({
    subject: `${company}: the board's sign-off of the ESG report ${year}`,
    text: `Dear ${name},\n\n${company} asks you, as a director, to read the board statement and the draft ESG report for the year ending ${year}, and to approve it or comment. It needs no sign-in:\n\n${link}\n\nThis link is personal: please do not forward it. It works for 30 days.`,
  }),
  hk: ({ name, company, year, link }) => ({
    subject: `${company}：董事會審批 ${year} 環境、社會及管治報告`,
    text: `${name} 您好：\n\n${company} 邀請您以董事身份，閱覽截至 ${year} 年度的董事會聲明及環境、社會及管治報告草稿，並予以批准或提出意見。毋須登入：\n\n${link}\n\n此連結僅供您本人使用，請勿轉發。連結於 30 日內有效。`,
  }),
  cn: ({ name, company, year, link }) => ({
    subject: `${company}：董事会审批 ${year} 环境、社会及管治报告`,
    text: `${name} 您好：\n\n${company} 邀请您以董事身份，阅览截至 ${year} 年度的董事会声明及环境、社会及管治报告草稿，并予以批准或提出意见。无需登录：\n\n${link}\n\n此链接仅供您本人使用，请勿转发。链接于 30 日内有效。`,
  }),
};

export const boardComment: MailTemplate<MailTemplates['boardComment']> = {
  en: ({ name, company, director, year, comment, link }) => ({
    subject: `${company}: ${director} commented on the ESG report ${year}`,
    text: `Dear ${name},\n\n${director}, a director, did not approve the board statement and the draft ESG report for the year ending ${year}, and commented:\n\n${quoted(comment, 'en')}\n\nThe board statement page is returned: correct it and approve it, generate the draft report again, then send it to the board again:\n\n${link}`,
  }),
  hk: ({ name, company, director, year, comment, link }) => ({
    subject: `${company}：${director} 對 ${year} 環境、社會及管治報告提出意見`,
    text: `${name} 您好：\n\n董事 ${director} 未有批准截至 ${year} 年度的董事會聲明及環境、社會及管治報告草稿，並提出以下意見：\n\n${quoted(comment, 'hk')}\n\n董事會聲明頁面已退回：請修改並批准，重新生成報告草稿，然後再次送交董事會：\n\n${link}`,
  }),
  cn: ({ name, company, director, year, comment, link }) => ({
    subject: `${company}：${director} 对 ${year} 环境、社会及管治报告提出意见`,
    text: `${name} 您好：\n\n董事 ${director} 未有批准截至 ${year} 年度的董事会声明及环境、社会及管治报告草稿，并提出以下意见：\n\n${quoted(comment, 'cn')}\n\n董事会声明页面已退回：请修改并批准，重新生成报告草稿，然后再次送交董事会：\n\n${link}`,
  }),
};

export const boardApproved: MailTemplate<MailTemplates['boardApproved']> = {
  en: ({ name, company, directors, year, link }) => ({
    subject: `${company}: the board approved the ESG report ${year}`,
    text: `Dear ${name},\n\nEvery director asked has approved the board statement and the draft ESG report for the year ending ${year} (approving directors: ${directors}). You can now lock the year and print the final report; the report's page lists anything still to be disclosed or explained first:\n\n${link}`,
  }),
  hk: ({ name, company, directors, year, link }) => ({
    subject: `${company}：董事會已批准 ${year} 環境、社會及管治報告`,
    text: `${name} 您好：\n\n所有獲送交的董事已批准截至 ${year} 年度的董事會聲明及環境、社會及管治報告草稿（批准董事：${directors}）。您現在可以鎖定該年度並生成最終報告；如仍有須披露或解釋的條文，報告頁面會先列出：\n\n${link}`,
  }),
  cn: ({ name, company, directors, year, link }) => ({
    subject: `${company}：董事会已批准 ${year} 环境、社会及管治报告`,
    text: `${name} 您好：\n\n所有获送交的董事已批准截至 ${year} 年度的董事会声明及环境、社会及管治报告草稿（批准董事：${directors}）。您现在可以锁定该年度并生成最终报告；如仍有须披露或解释的条文，报告页面会先列出：\n\n${link}`,
  }),
};

export const taskAssigned: MailTemplate<MailTemplates['taskAssigned']> = {
  en: ({ name, company, tasks, link }) => ({
    subject: `${company}: pages assigned to you`,
    text: `Dear ${name},\n\nThese pages of ${company}'s ESG report were assigned to you:\n\n${tasks}\n\nYour tasks are on Home:\n\n${link}`,
  }),
  hk: ({ name, company, tasks, link }) => ({
    subject: `${company}：指派給您的頁面`,
    text: `${name} 您好：\n\n${company} 環境、社會及管治報告的以下頁面已指派給您：\n\n${tasks}\n\n您的工作列於主頁：\n\n${link}`,
  }),
  cn: ({ name, company, tasks, link }) => ({
    subject: `${company}：指派给您的页面`,
    text: `${name} 您好：\n\n${company} 环境、社会及管治报告的以下页面已指派给您：\n\n${tasks}\n\n您的工作列于主页：\n\n${link}`,
  }),
};

/** Each returned page's line, and under it who returned it and their comment (a comment's lines kept indented). */
const returnedPages = (returns: readonly ReturnedPage[], said: (r: ReturnedPage) => string) =>
  returns.map((r) => `${r.page}\n  ${said(r).replace(/\n/g, '\n  ')}`).join('\n\n');

export const taskReturned: MailTemplate<MailTemplates['taskReturned']> = {
  en: ({ name, company, returns, link }) => ({
    subject: `${company}: pages returned to you`,
    text: `Dear ${name},\n\nThese pages of ${company}'s ESG report were returned with a comment:\n\n${returnedPages(returns, (r) => `Returned by ${r.by}: ${quoted(r.comment, 'en')}`)}\n\nRead the comment and submit the page again:\n\n${link}`,
  }),
  hk: ({ name, company, returns, link }) => ({
    subject: `${company}：退回給您的頁面`,
    text: `${name} 您好：\n\n${company} 環境、社會及管治報告的以下頁面已附意見退回：\n\n${returnedPages(returns, (r) => `退回者：${r.by}。意見：${quoted(r.comment, 'hk')}`)}\n\n請閱讀意見後再次提交頁面：\n\n${link}`,
  }),
  cn: ({ name, company, returns, link }) => ({
    subject: `${company}：退回给您的页面`,
    text: `${name} 您好：\n\n${company} 环境、社会及管治报告的以下页面已附意见退回：\n\n${returnedPages(returns, (r) => `退回者：${r.by}。意见：${quoted(r.comment, 'cn')}`)}\n\n请阅读意见后再次提交页面：\n\n${link}`,
  }),
};

export const taskReopened: MailTemplate<MailTemplates['taskReopened']> = {
  en: ({ name, company, returns, link }) => ({
    subject: `${company}: approved pages reopened`,
    text: `Dear ${name},\n\nThese approved pages of ${company}'s ESG report were reopened:\n\n${returnedPages(returns, (r) => `Reopened by ${r.by}: ${quoted(r.comment, 'en')}`)}\n\nRead the reason, update the page and submit it again:\n\n${link}`,
  }),
  hk: ({ name, company, returns, link }) => ({
    subject: `${company}：已重新開放的頁面`,
    text: `${name} 您好：\n\n${company} 環境、社會及管治報告的以下已批核頁面已重新開放：\n\n${returnedPages(returns, (r) => `重新開放者：${r.by}。原因：${quoted(r.comment, 'hk')}`)}\n\n請閱讀原因，更新頁面後再次提交：\n\n${link}`,
  }),
  cn: ({ name, company, returns, link }) => ({
    subject: `${company}：已重新开放的页面`,
    text: `${name} 您好：\n\n${company} 环境、社会及管治报告的以下已批核页面已重新开放：\n\n${returnedPages(returns, (r) => `重新开放者：${r.by}。原因：${quoted(r.comment, 'cn')}`)}\n\n请阅读原因，更新页面后再次提交：\n\n${link}`,
  }),
};

/** The digest's pages waiting for review: each page's line, and under it who submitted it and when. */
const reviewPages = (review: readonly ReviewPage[], heading: string, said: (r: ReviewPage) => string) =>
  review.length ? `${heading}\n\n${review.map((r) => `${r.page}\n  ${said(r)}`).join('\n\n')}\n\n` : '';

export const taskDigest: MailTemplate<MailTemplates['taskDigest']> = {
  en: ({ name, company, dueSoon, overdue, review, link }) => ({
    subject: `${company}: your ESG report tasks`,
    text: `Dear ${name},\n\n${overdue ? `Overdue:\n\n${overdue}\n\n` : ''}${dueSoon ? `Due in three days:\n\n${dueSoon}\n\n` : ''}${reviewPages(review, 'Waiting for your review:', (r) => `Submitted by ${r.by} on ${r.on}`)}Your tasks are on Home:\n\n${link}\n\nYou can turn off this daily e-mail in your settings.`,
  }),
  hk: ({ name, company, dueSoon, overdue, review, link }) => ({
    subject: `${company}：您的環境、社會及管治報告工作`,
    text: `${name} 您好：\n\n${overdue ? `已逾期：\n\n${overdue}\n\n` : ''}${dueSoon ? `三日後到期：\n\n${dueSoon}\n\n` : ''}${reviewPages(review, '待您審閱：', (r) => `提交者：${r.by}。提交日期：${r.on}`)}您的工作列於主頁：\n\n${link}\n\n您可在設定中關閉此每日電郵。`,
  }),
  cn: ({ name, company, dueSoon, overdue, review, link }) => ({
    subject: `${company}：您的环境、社会及管治报告工作`,
    text: `${name} 您好：\n\n${overdue ? `已逾期：\n\n${overdue}\n\n` : ''}${dueSoon ? `三日后到期：\n\n${dueSoon}\n\n` : ''}${reviewPages(review, '待您审阅：', (r) => `提交者：${r.by}。提交日期：${r.on}`)}您的工作列于主页：\n\n${link}\n\n您可在设置中关闭此每日邮件。`,
  }),
};
