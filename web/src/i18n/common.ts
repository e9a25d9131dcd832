import { Messages } from '@esg/core/messages';

/**
 * The `common` namespace: the API's message keys (core/src/messages.ts is the English source,
 * so a new server message fails type-checking here until it is translated) and spec §8's
 * client-side messages.
 */
const clientEn = {
  networkError: 'Oops! Network Error. Try again later',
  somethingWentWrong: 'Something went wrong',
  sessionExpired: 'Your session expired.',
  status200: 'All done. Request successfully executed',
  status201: 'Data successfully created',
  statusDefault: 'Something wrong. Client default error message',
  dismiss: 'Dismiss',
  loading: 'Loading…',
};

type Key = keyof typeof Messages | keyof typeof clientEn;
const en: Record<Key, string> = { ...Messages, ...clientEn };

const hk: Record<Key, string> = {
  conflict: '另一位用戶同時修改了此資料，您的更改已被拒絕。',
  locked: '此報告年度已列印並已鎖定。',
  badRequest: '錯誤的請求',
  needAuth: '需要驗證身份',
  forbidden: '您無權執行此操作。',
  notFound: '找不到',
  payloadTooLarge: '請求內容過大。',
  serviceUnavailable: '服務暫時無法使用，請稍後再試',
  internal: '伺服器內部錯誤',
  emailInUse: '電郵地址已被使用！請選擇另一個。',
  loginInUse: '登入名稱已被使用！',
  settingsSaved: '設定已儲存！',
  settingsFailed: '發生錯誤！無法儲存設定。',
  passwordMismatch: '密碼與確認密碼不相符！',
  passwordChanged: '密碼已更改！',
  passwordChangeFailed: '無法更改密碼。',
  resetKeyMissing: '缺少重設密鑰。',
  resetFailed: '無法重設您的密碼。請注意，重設密碼請求只在 24 小時內有效。',
  resetRequested: '請查看您的電郵，了解如何重設密碼。',
  resetDone: '您的密碼已重設。',
  registered: '註冊已儲存！請查看您的電郵以確認。',
  activated: '您的用戶帳戶已啟用。',
  activationFailed: '無法啟用您的用戶。請使用註冊表格登記。',
  sessionInvalidateFailed: '無法使該工作階段失效。',
  emailFailed: '無法發送電郵',
  logoutSuccess: '登出成功',
  networkError: '哎呀！網絡錯誤，請稍後再試',
  somethingWentWrong: '出現問題',
  sessionExpired: '您的工作階段已過期。',
  status200: '完成，請求已成功執行',
  status201: '資料已成功建立',
  statusDefault: '發生錯誤。用戶端預設錯誤訊息',
  dismiss: '關閉',
  loading: '載入中…',
};

const cn: Record<Key, string> = {
  conflict: '另一位用户同时修改了此数据，您的更改已被拒绝。',
  locked: '此报告年度已打印并已锁定。',
  badRequest: '错误的请求',
  needAuth: '需要验证身份',
  forbidden: '您无权执行此操作。',
  notFound: '未找到',
  payloadTooLarge: '请求内容过大。',
  serviceUnavailable: '服务暂不可用，请稍后再试',
  internal: '服务器内部错误',
  emailInUse: '电子邮箱已被使用！请选择另一个。',
  loginInUse: '登录名已被使用！',
  settingsSaved: '设置已保存！',
  settingsFailed: '发生错误！无法保存设置。',
  passwordMismatch: '密码与确认密码不匹配！',
  passwordChanged: '密码已更改！',
  passwordChangeFailed: '无法更改密码。',
  resetKeyMissing: '缺少重置密钥。',
  resetFailed: '无法重置您的密码。请注意，重置密码请求仅在 24 小时内有效。',
  resetRequested: '请查看您的电子邮件，了解如何重置密码。',
  resetDone: '您的密码已重置。',
  registered: '注册已保存！请查看您的电子邮件以确认。',
  activated: '您的用户账户已激活。',
  activationFailed: '无法激活您的用户。请使用注册表单注册。',
  sessionInvalidateFailed: '无法使该会话失效。',
  emailFailed: '发送电子邮件失败',
  logoutSuccess: '退出登录成功',
  networkError: '哎呀！网络错误，请稍后再试',
  somethingWentWrong: '出现问题',
  sessionExpired: '您的会话已过期。',
  status200: '完成，请求已成功执行',
  status201: '数据已成功创建',
  statusDefault: '发生错误。客户端默认错误信息',
  dismiss: '关闭',
  loading: '加载中…',
};

export default { en, hk, cn };
