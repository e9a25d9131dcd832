import type { Language } from '../../schemas/common';

/** Every mail the product sends, in the recipient's language (spec §1: en, hk, cn). */
export interface MailTemplates {
  passwordReset: { name: string; link: string };
  activation: { name: string; link: string };
}
export type MailKind = keyof MailTemplates;

type Render<V> = (v: V) => { subject: string; text: string };
type Catalogue = { [K in MailKind]: Record<Language, Render<MailTemplates[K]>> };

export const templates: Catalogue = {
  passwordReset: {
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
  },
  activation: {
    en: ({ name, link }) => ({
      subject: 'ESG Platform: activate your account',
      text: `Dear ${name},\n\nYour account has been created. Open this link within 24 hours to activate it:\n\n${link}`,
    }),
    hk: ({ name, link }) => ({
      subject: 'ESG 平台：啟用您的帳戶',
      text: `${name} 您好：\n\n您的帳戶已建立。請於 24 小時內開啟以下連結以啟用帳戶：\n\n${link}`,
    }),
    cn: ({ name, link }) => ({
      subject: 'ESG 平台：激活您的账户',
      text: `${name} 您好：\n\n您的账户已创建。请于 24 小时内打开以下链接以激活账户：\n\n${link}`,
    }),
  },
};
