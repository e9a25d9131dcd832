import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the error pages. */
export const hk: Record<keyof typeof en, string> = {
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
};
