import { defineMessages, registerMessages } from '../../i18n';
import { panelMessages } from './panelMessages';

/** The getting-started tour: its steps' words (spec §3 tutorial_step) in the three languages. */
const tour = defineMessages(
  {
    title: 'Getting started',
    description: 'A short tour of the pages, the reporting year and where to begin.',
    completed: 'You know your way around. Open this tour again at any time from the user menu.',
    taskFindYourWay: 'Find your way',
    taskYourYear: 'Your reporting year',
    greetingTitle: 'Your home page',
    greetingContent:
      'The bar at the top changes the reporting year every page shows, switches the language and opens your user menu: settings, personal profile, this tutorial and sign out.',
    navigationTitle: 'Navigation',
    navigationContent:
      'Pages are grouped into Background, Environmental, Social, Miscellaneous, Reporting and Administration. You see only the pages your role may use.',
    reviewTitle: 'Year review',
    reviewContent: 'Each section of the current reporting year with its status: not started, in progress or complete.',
    companyTitle: 'Company information',
    companyContent: 'Begin with your company information: the rest of the report builds on it.',
  },
  {
    hk: {
      title: '入門指南',
      description: '簡單介紹各頁面、報告年度以及從何開始。',
      completed: '您已熟悉操作。您可隨時從用戶選單再次開啟此導覽。',
      taskFindYourWay: '認識介面',
      taskYourYear: '您的報告年度',
      greetingTitle: '您的首頁',
      greetingContent: '頂部列可更改所有頁面顯示的報告年度、切換語言，並開啟用戶選單：設定、個人資料、本教學及登出。',
      navigationTitle: '導覽',
      navigationContent: '頁面分為背景、環境、社會、其他資料、報告及系統管理。您只會看到您的角色可使用的頁面。',
      reviewTitle: '年度概覽',
      reviewContent: '本報告年度的每個部分及其狀態：未開始、進行中或已完成。',
      companyTitle: '公司資料',
      companyContent: '請先填寫公司資料：報告的其餘部分以此為基礎。',
    },
    cn: {
      title: '入门指南',
      description: '简单介绍各页面、报告年度以及从何开始。',
      completed: '您已熟悉操作。您可随时从用户菜单再次打开此导览。',
      taskFindYourWay: '认识界面',
      taskYourYear: '您的报告年度',
      greetingTitle: '您的首页',
      greetingContent:
        '顶部栏可更改所有页面显示的报告年度、切换语言，并打开用户菜单：设置、个人资料、本教程及退出登录。',
      navigationTitle: '导航',
      navigationContent: '页面分为背景、环境、社会、其他资料、报告及系统管理。您只会看到您的角色可使用的页面。',
      reviewTitle: '年度概览',
      reviewContent: '本报告年度的每个部分及其状态：未开始、进行中或已完成。',
      companyTitle: '公司信息',
      companyContent: '请先填写公司信息：报告的其余部分以此为基础。',
    },
  },
);

export const ns = registerMessages('tutorial', {
  en: { ...tour.en, ...panelMessages.en },
  hk: { ...tour.hk, ...panelMessages.hk },
  cn: { ...tour.cn, ...panelMessages.cn },
});
export type TourKey = keyof typeof tour.en;
