import { text, type I18nText } from '@esg/core/catalogue/types';

/**
 * The words of the Background pages' tutorial steps, by the declarations' `titleKey` / `contentKey`
 * (keys with dots in them, so a plain table rather than nested i18next resources).
 */
export const TUTORIAL_TEXT: Readonly<Record<string, I18nText>> = {
  'tutorial.ci.identity.title': text('Your company', '您的公司', '您的公司'),
  'tutorial.ci.identity': text(
    'Check the company name: the report names the company as entered here.',
    '請核對公司名稱：報告會按此處輸入的名稱列出公司。',
    '请核对公司名称：报告会按此处输入的名称列出公司。',
  ),
  'tutorial.ci.business.title': text('Nature of business', '業務性質', '业务性质'),
  'tutorial.ci.business': text(
    'Choose every nature of business that applies; choose Other and describe it when none fits.',
    '選擇所有適用的業務性質；如均不適用，請選擇「其他」並加以說明。',
    '选择所有适用的业务性质；如均不适用，请选择“其他”并加以说明。',
  ),
  'tutorial.rb.locations.title': text('Reporting locations', '匯報地點', '汇报地点'),
  'tutorial.rb.locations': text(
    'List the locations this report covers: the environmental pages ask for data by these locations.',
    '列出本報告涵蓋的地點：環境頁面會按這些地點收集數據。',
    '列出本报告涵盖的地点：环境页面会按这些地点收集数据。',
  ),
  'tutorial.rb.narrative.title': text('Reporting scope', '匯報範圍', '汇报范围'),
  'tutorial.rb.narrative': text(
    'Explain how the boundary was chosen and what changed since last year.',
    '說明如何界定匯報範圍，以及與去年相比有何變化。',
    '说明如何界定汇报范围，以及与去年相比有何变化。',
  ),
  'tutorial.bs.statement.title': text('Board statement', '董事會聲明', '董事会声明'),
  'tutorial.bs.statement': text(
    "HKEX asks for the board's oversight of ESG issues, its management approach and how it reviews progress.",
    '香港交易所要求披露董事會對ESG事宜的監管、管理方針及檢討進度的方式。',
    '香港交易所要求披露董事会对ESG事宜的监管、管理方针及检讨进度的方式。',
  ),
  'tutorial.bc.members.title': text('Committee members', '委員會成員', '委员会成员'),
  'tutorial.bc.members': text(
    'Add one row per member of the committee overseeing ESG, with their position.',
    '每位負責監管ESG的委員會成員各佔一行，並填寫其職位。',
    '每位负责监管ESG的委员会成员各占一行，并填写其职位。',
  ),
  'tutorial.rm.process.title': text('Risk management process', '風險管理流程', '风险管理流程'),
  'tutorial.rm.process': text(
    'Describe how ESG risks are identified, assessed and managed.',
    '說明如何識別、評估及管理ESG風險。',
    '说明如何识别、评估及管理ESG风险。',
  ),
  'tutorial.rm.register.title': text('Risk register', '風險登記冊', '风险登记册'),
  'tutorial.rm.register': text(
    'List the material ESG risks, one row each.',
    '列出重大ESG風險，每項各佔一行。',
    '列出重大ESG风险，每项各占一行。',
  ),
  'tutorial.policies.answer.title': text('Policies', '政策', '政策'),
  'tutorial.policies.answer': text(
    'Answer Yes, No or Not to disclose for each policy; a Yes asks for its details, Not to disclose for a reason.',
    '就每項政策回答「是」、「否」或「不披露」；選「是」須填寫詳情，選「不披露」須說明原因。',
    '就每项政策回答“是”、“否”或“不披露”；选“是”须填写详情，选“不披露”须说明原因。',
  ),
  'tutorial.sh.groups.title': text('Stakeholder groups', '持份者群組', '持份者群组'),
  'tutorial.sh.groups': text(
    'Choose the stakeholder groups you engaged this year; the channels and activities follow.',
    '選擇本年度曾溝通的持份者群組，然後填寫溝通渠道及活動。',
    '选择本年度曾沟通的持份者群组，然后填写沟通渠道及活动。',
  ),
  'tutorial.ac.answer.title': text('Corruption cases', '貪污案件', '贪污案件'),
  'tutorial.ac.answer': text(
    'Say whether any corruption case was concluded this year (HKEX KPI B7.1); a Yes asks for the details.',
    '說明本年度有否已審結的貪污案件（香港交易所關鍵績效指標B7.1）；選「是」須填寫詳情。',
    '说明本年度有否已审结的贪污案件（香港交易所关键绩效指标B7.1）；选“是”须填写详情。',
  ),
  'tutorial.ac.training.title': text('Anti-corruption training', '反貪污培訓', '反贪污培训'),
  'tutorial.ac.training': text(
    'Describe the anti-corruption training given to directors and staff (HKEX KPI B7.3).',
    '說明向董事及員工提供的反貪污培訓（香港交易所關鍵績效指標B7.3）。',
    '说明向董事及员工提供的反贪污培训（香港交易所关键绩效指标B7.3）。',
  ),
  'tutorial.ci.areas.title': text('Focus areas', '重點範疇', '重点范畴'),
  'tutorial.ci.areas': text(
    'Choose the areas your community investment focused on (HKEX KPI B8.1).',
    '選擇社區投資的重點範疇（香港交易所關鍵績效指標B8.1）。',
    '选择社区投资的重点范畴（香港交易所关键绩效指标B8.1）。',
  ),
  'tutorial.ci.total.title': text('Resources contributed', '投入資源', '投入资源'),
  'tutorial.ci.total': text(
    'The total volunteer hours are calculated from the activities when you save (HKEX KPI B8.2).',
    '義工總時數會在儲存時按活動自動計算（香港交易所關鍵績效指標B8.2）。',
    '志愿总时数会在保存时按活动自动计算（香港交易所关键绩效指标B8.2）。',
  ),
  'tutorial.employment.total.title': text('Total workforce', '僱員總數', '雇员总数'),
  'tutorial.employment.total': text(
    'Enter the headcount at year begin and year end, new hires and leavers; every breakdown below must add up to these totals (HKEX KPI B1.1).',
    '輸入年初及年末的僱員人數、新聘及離職人數；以下每項分類的總和須與此總數相符（香港交易所關鍵績效指標B1.1）。',
    '输入年初及年末的雇员人数、新聘及离职人数；以下每项分类的总和须与此总数相符（香港交易所关键绩效指标B1.1）。',
  ),
  'tutorial.employment.turnover.title': text('Turnover rate', '流失率', '流失率'),
  'tutorial.employment.turnover': text(
    'The turnover rate is calculated when you save: leavers divided by the average of the year begin and year end headcount (HKEX KPI B1.2).',
    '流失率會在儲存時計算：離職人數除以年初及年末僱員人數的平均數（香港交易所關鍵績效指標B1.2）。',
    '流失率会在保存时计算：离职人数除以年初及年末雇员人数的平均数（香港交易所关键绩效指标B1.2）。',
  ),
  'tutorial.training.title': text('Development and training', '發展及培訓', '发展及培训'),
  'tutorial.training': text(
    'Enter the employees at year end, the trainees and the training hours; the percentage trained and the average training hours are calculated when you save (HKEX KPIs B3.1, B3.2).',
    '輸入年末僱員人數、受訓僱員人數及培訓時數；受訓百分比及平均培訓時數會在儲存時計算（香港交易所關鍵績效指標B3.1、B3.2）。',
    '输入年末雇员人数、受训雇员人数及培训时数；受训百分比及平均培训时数会在保存时计算（香港交易所关键绩效指标B3.1、B3.2）。',
  ),
  'tutorial.supply_chain.title': text('Supply chain', '供應鏈', '供应链'),
  'tutorial.supply_chain': text(
    'Add one row per geographical region with its number of suppliers; the total is calculated when you save (HKEX KPI B5.1). The suppliers where your engagement practices are implemented cannot exceed that total (B5.2).',
    '按地區逐行輸入供應商數目；供應商總數會在儲存時計算（香港交易所關鍵績效指標B5.1）。執行委聘慣例的供應商數目不能多於該總數（B5.2）。',
    '按地区逐行输入供应商数目；供应商总数会在保存时计算（香港交易所关键绩效指标B5.1）。执行委聘惯例的供应商数目不能多于该总数（B5.2）。',
  ),
  'tutorial.labour_standards.title': text('Labour standards', '勞工準則', '劳工准则'),
  'tutorial.labour_standards': text(
    'Describe how you review employment practices to avoid child and forced labour (HKEX KPI B4.1) and what you do when such a practice is discovered (B4.2). The policy itself is answered on Background › Policies.',
    '說明公司如何檢討招聘慣例以避免童工及強制勞工（香港交易所關鍵績效指標B4.1），以及在發現有關情況時採取的步驟（B4.2）。有關政策本身在「背景 › 政策」頁面回答。',
    '说明公司如何检讨招聘惯例以避免童工及强制劳工（香港交易所关键绩效指标B4.1），以及在发现有关情况时采取的步骤（B4.2）。有关政策本身在“背景 › 政策”页面回答。',
  ),
  'tutorial.product.title': text('Product responsibility', '產品責任', '产品责任'),
  'tutorial.product': text(
    'Enter the products sold or shipped and those recalled for safety and health reasons; the percentage recalled is calculated when you save (HKEX KPI B6.1).',
    '輸入已售或已運送的產品數目及因安全與健康理由而須回收的產品數目；回收百分比會在儲存時計算（香港交易所關鍵績效指標B6.1）。',
    '输入已售或已运送的产品数目及因安全与健康理由而须回收的产品数目；回收百分比会在保存时计算（香港交易所关键绩效指标B6.1）。',
  ),
  'tutorial.misc.profQuali.title': text('Professional qualifications', '專業資格', '专业资格'),
  'tutorial.misc.profQuali': text(
    'Add one row per qualification or certification the company holds, numbered 1, 2, 3 … in the order the report lists them.',
    '每項公司持有的資格或認證各填一行，並按報告列出的次序編號為1、2、3……。',
    '每项公司持有的资格或认证各填一行，并按报告列出的次序编号为1、2、3……。',
  ),
  'tutorial.misc.corpAwards.title': text('Corporate awards', '企業獎項', '企业奖项'),
  'tutorial.misc.corpAwards': text(
    'Add one row per award the company received, numbered 1, 2, 3 … in the order the report lists them.',
    '每個公司獲得的獎項各填一行，並按報告列出的次序編號為1、2、3……。',
    '每个公司获得的奖项各填一行，并按报告列出的次序编号为1、2、3……。',
  ),
  'tutorial.climate.governance.title': text('Climate governance', '氣候管治', '气候管治'),
  'tutorial.climate.governance': text(
    'Name the body or individual overseeing climate-related risks and opportunities and describe how they do it; the board committee itself is entered once, on Background › Board committee (HKEX Part D governance).',
    '填寫監督氣候相關風險及機遇的組織或個人，並說明其監督方式；董事委員會只需在「背景 › 董事委員會」填寫一次（香港交易所D部分管治）。',
    '填写监督气候相关风险及机遇的组织或个人，并说明其监督方式；董事委员会只需在「背景 › 董事委员会」填写一次（香港交易所D部分管治）。',
  ),
  'tutorial.climate.comply.title': text('Comply or explain', '不遵守就解釋', '不遵守就解释'),
  'tutorial.climate.comply': text(
    'For each climate provision, say whether you answered it, explain why not, or mark it not applicable; a reason is required unless answered. Home counts an explained provision as addressed.',
    '就每項氣候條文說明是否已披露、解釋未披露的原因，或標示為不適用；除已披露外均須填寫原因。首頁會將已解釋的條文視為已處理。',
    '就每项气候条文说明是否已披露、解释未披露的原因，或标示为不适用；除已披露外均须填写原因。首页会将已解释的条文视为已处理。',
  ),
  'tutorial.climate.resilience.title': text('Scenario analysis', '情景分析', '情景分析'),
  'tutorial.climate.resilience': text(
    'List each climate scenario used (for example 1.5 °C or 3 °C or more), the method, the time horizon, the results and what they mean for the strategy (HKEX Part D climate resilience).',
    '列出採用的每個氣候情景（例如1.5°C或3°C或以上）、方法、時間範圍、結果及其對策略的影響（香港交易所D部分氣候韌性）。',
    '列出采用的每个气候情景（例如1.5°C或3°C或以上）、方法、时间范围、结果及其对策略的影响（香港交易所D部分气候韧性）。',
  ),
  'tutorial.climate.rm.title': text('Climate risk process', '氣候風險流程', '气候风险流程'),
  'tutorial.climate.rm': text(
    "Describe how climate-related risks are identified, assessed, prioritised and monitored, and how this fits the company's overall risk management, which is entered on Background › Risk management.",
    '說明如何識別、評估、排列優次及監察氣候相關風險，以及如何融入公司整體風險管理（整體風險管理在「背景 › 風險管理」填寫）。',
    '说明如何识别、评估、排列优次及监察气候相关风险，以及如何融入公司整体风险管理（整体风险管理在「背景 › 风险管理」填写）。',
  ),
  'tutorial.climate.horizons.title': text('Time horizons', '時間範圍', '时间范围'),
  'tutorial.climate.horizons': text(
    'Define your short, medium and long term in years from the reporting year; each risk or opportunity in the register uses one of them. A horizon cannot start after it ends.',
    '以報告年度起計的年數界定短期、中期及長期；登記冊中每項風險或機遇均採用其中之一。時間範圍的開始不可遲於結束。',
    '以报告年度起计的年数界定短期、中期及长期；登记册中每项风险或机遇均采用其中之一。时间范围的开始不可迟于结束。',
  ),
  'tutorial.climate.register.title': text('Risks and opportunities', '風險及機遇', '风险及机遇'),
  'tutorial.climate.register': text(
    'Add one row per climate-related risk or opportunity: its type, horizon, likelihood and impact, the locations of the reporting boundary it affects, its effects, your response and its financial effects in HKD (or explain qualitatively where the Code allows).',
    '每項氣候相關風險或機遇填寫一行：類型、時間範圍、可能性及影響、受影響的匯報範圍地點、影響、應對措施，以及以港元計的財務影響（或在守則容許時以定性方式說明）。',
    '每项气候相关风险或机遇填写一行：类型、时间范围、可能性及影响、受影响的汇报范围地点、影响、应对措施，以及以港元计的财务影响（或在守则容许时以定性方式说明）。',
  ),
  'tutorial.climate.metrics.title': text('Scope 1, 2 and 3', '範圍1、2及3', '范围1、2及3'),
  'tutorial.climate.metrics': text(
    'Scope 1 and Scope 2 come from your environmental data and are never typed here; Scope 3 categories the data does not cover need an explanation.',
    '範圍1及範圍2來自環境數據，不可在此輸入；數據未涵蓋的範圍3類別須提供解釋。',
    '范围1及范围2来自环境数据，不可在此输入；数据未涵盖的范围3类别须提供解释。',
  ),
  'tutorial.climate.targets.title': text('Climate targets', '氣候目標', '气候目标'),
  'tutorial.climate.targets': text(
    'For a Scope 1, Scope 2 or Scope 1 and 2 target, progress is calculated from the emissions of the base year and this year.',
    '就範圍1、範圍2或範圍1及2的目標，進度會按基準年及本年度的排放量計算。',
    '就范围1、范围2或范围1及2的目标，进度会按基准年及本年度的排放量计算。',
  ),
  'tutorial.health_safety.title': text('Health and safety', '健康與安全', '健康与安全'),
  'tutorial.health_safety': text(
    'Enter this year’s work-related fatalities; for the years before your first reporting year enter the fatalities and the year-end workforce once. The three-year rate per 100 workers uses the year-end headcount of the Employment page and is calculated, never typed (HKEX KPI B2.1).',
    '輸入本年度因工亡故人數；首個匯報年度之前的年度，只須輸入一次因工亡故人數及年末僱員人數。過去三年每100名工人的比率按「僱傭」頁的年末僱員人數計算，無須輸入（香港交易所關鍵績效指標B2.1）。',
    '输入本年度因工亡故人数；首个汇报年度之前的年度，只须输入一次因工亡故人数及年末雇员人数。过去三年每100名工人的比率按“雇佣”页的年末雇员人数计算，无须输入（香港交易所关键绩效指标B2.1）。',
  ),
};
