import { defineMessages, registerMessages } from '../i18n';

/** Strings of the shell itself: top navigation, user menu, loading and timeout states. */
const messages = defineMessages(
  {
    product: 'ESG Reporting',
    userMenu: 'User menu',
    about: 'About',
    version: 'Version {{version}}',
    signOut: 'Sign out',
    loading: 'Loading page…',
    pageTimeout: "The page timed out while loading. Are you sure you're still connected to the Internet?",
    retry: 'Try again',
    skipToMain: 'Skip to main content',
    overflowMenuTitle: 'Menu',
    overflowMenuTrigger: 'More',
    overflowMenuDismiss: 'Close menu',
    overflowMenuBack: 'Back',
  },
  {
    hk: {
      product: 'ESG 報告',
      userMenu: '用戶選單',
      about: '關於',
      version: '版本 {{version}}',
      signOut: '登出',
      loading: '正在載入頁面…',
      pageTimeout: '頁面載入逾時。請確認您仍連接到互聯網。',
      retry: '重試',
      skipToMain: '跳至主要內容',
      overflowMenuTitle: '選單',
      overflowMenuTrigger: '更多',
      overflowMenuDismiss: '關閉選單',
      overflowMenuBack: '返回',
    },
    cn: {
      product: 'ESG 报告',
      userMenu: '用户菜单',
      about: '关于',
      version: '版本 {{version}}',
      signOut: '退出登录',
      loading: '正在加载页面…',
      pageTimeout: '页面加载超时。请确认您仍连接到互联网。',
      retry: '重试',
      skipToMain: '跳至主要内容',
      overflowMenuTitle: '菜单',
      overflowMenuTrigger: '更多',
      overflowMenuDismiss: '关闭菜单',
      overflowMenuBack: '返回',
    },
  },
);

export const shellNs = registerMessages('shell', messages);
