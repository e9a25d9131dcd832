import { defineMessages, registerMessages } from '../../i18n';

/** Spec §8 error pages: 400 bad request, 403 not authorized, 404 page does not exist, 405, 500. */
const messages = defineMessages(
  {
    title400: 'Bad request',
    text400: 'The request could not be understood. Please check the address and try again.',
    title403: 'Not authorized',
    text403: 'You do not have permission to view this page.',
    title404: 'Page not found',
    text404: 'The page does not exist.',
    title405: 'Method not allowed',
    text405: 'This action is not allowed on this page.',
    title500: 'Internal server error',
    text500: 'Something went wrong on our side. Please try again later.',
    code: 'Error {{code}}',
    home: 'Go to the home page',
    signIn: 'Go to sign in',
  },
  {
    hk: {
      title400: '錯誤的請求',
      text400: '無法理解此請求。請檢查網址後再試一次。',
      title403: '未獲授權',
      text403: '您沒有權限檢視此頁面。',
      title404: '找不到頁面',
      text404: '此頁面不存在。',
      title405: '不允許的方法',
      text405: '此頁面不允許此操作。',
      title500: '伺服器內部錯誤',
      text500: '我們這邊出現問題，請稍後再試。',
      code: '錯誤 {{code}}',
      home: '前往首頁',
      signIn: '前往登入',
    },
    cn: {
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
    },
  },
);

export const ns = registerMessages('errors', messages);
export const ERROR_CODES = [400, 403, 404, 405, 500] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
