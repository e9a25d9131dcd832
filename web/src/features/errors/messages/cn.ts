import type { en } from './en';

/** Simplified Chinese strings of the error pages. */
export const cn: Record<keyof typeof en, string> = {
  title400: '错误的请求',
  text400: '无法理解此请求。请检查网址后重试。',
  title403: '未获授权',
  text403: '您没有权限查看此页面。',
  title404: '页面未找到',
  text404: '此页面不存在。',
  title405: '不允许的方法',
  text405: '此页面不允许此操作。',
  title500: '服务器内部错误',
  text500: '我们这边出现问题，请稍后重试。',
  code: '错误 {{code}}',
  home: '前往首页',
  signIn: '前往登录',
};
