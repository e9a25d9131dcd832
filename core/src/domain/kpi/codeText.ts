import type { Language } from '../../schemas/common';
import { provisionTitles } from './titles';

/**
 * How the HKEX ESG Reporting Code (Listing Rules Appendix C2) itself refers to and words each provision, for the
 * report's content index (ADR 0086). The catalogue's codes (MDR-GOV, D-STR-RO …) are this product's labels and its
 * titles shortened paraphrases: a published index uses the Code's headings ("Governance Structure", "Aspect A1:
 * General Disclosure", "KPI A1.1", Part D's "Strategy – Climate resilience") and its wording. The Chinese wording is
 * the Exchange's (kpi/titles.ts); Part D's provisions are referred to by the Code's own Part D headings.
 */
const CODE_TITLES_EN: Record<string, string> = {
  'MDR-GOV':
    "A statement from the board containing: (i) a disclosure of the board's oversight of ESG issues; (ii) the board's ESG management approach and strategy, including the process used to evaluate, prioritise and manage material ESG-related issues (including risks to the issuer's businesses); and (iii) how the board reviews progress made against ESG-related goals and targets with an explanation of how they relate to the issuer's businesses.",
  'MDR-PRIN-MAT':
    "Materiality: the process to identify and the criteria for the selection of material ESG factors; if a stakeholder engagement is conducted, a description of significant stakeholders identified, and the process and results of the issuer's stakeholder engagement.",
  'MDR-PRIN-QUANT':
    'Quantitative: information on the standards, methodologies, assumptions and/or calculation tools used, and source of conversion factors used, for the reporting of emissions/energy consumption (where applicable).',
  'MDR-PRIN-CONS':
    'Consistency: any changes to the methods or KPIs used, or any other relevant factors affecting a meaningful comparison.',
  'MDR-BOUND':
    'A narrative explaining the reporting boundaries of the ESG report and describing the process used to identify which entities or operations are included in the ESG report. If there is a change in the scope, the issuer should explain the difference and reason for the change.',
  'A1-GD':
    'Information on: (a) the policies; and (b) compliance with relevant laws and regulations that have a significant impact on the issuer relating to air and greenhouse gas emissions, discharges into water and land, and generation of hazardous and non-hazardous waste.',
  'A1.1': 'The types of emissions and respective emissions data.',
  'A1.2':
    'Direct (Scope 1) and energy indirect (Scope 2) greenhouse gas emissions (in tonnes) and, where appropriate, intensity (e.g. per unit of production volume, per facility).',
  'A1.3':
    'Total hazardous waste produced (in tonnes) and, where appropriate, intensity (e.g. per unit of production volume, per facility).',
  'A1.4':
    'Total non-hazardous waste produced (in tonnes) and, where appropriate, intensity (e.g. per unit of production volume, per facility).',
  'A1.5': 'Description of emission target(s) set and steps taken to achieve them.',
  'A1.6':
    'Description of how hazardous and non-hazardous wastes are handled, and a description of reduction target(s) set and steps taken to achieve them.',
  'A2-GD': 'Policies on the efficient use of resources, including energy, water and other raw materials.',
  'A2.1':
    "Direct and/or indirect energy consumption by type (e.g. electricity, gas or oil) in total (kWh in '000s) and intensity (e.g. per unit of production volume, per facility).",
  'A2.2': 'Water consumption in total and intensity (e.g. per unit of production volume, per facility).',
  'A2.3': 'Description of energy use efficiency target(s) set and steps taken to achieve them.',
  'A2.4':
    'Description of whether there is any issue in sourcing water that is fit for purpose, water efficiency target(s) set and steps taken to achieve them.',
  'A2.5':
    'Total packaging material used for finished products (in tonnes) and, if applicable, with reference to per unit produced.',
  'A3-GD': "Policies on minimising the issuer's significant impacts on the environment and natural resources.",
  'A3.1':
    'Description of the significant impacts of activities on the environment and natural resources and the actions taken to manage them.',
  'A4-GD':
    'Policies on identification and mitigation of significant climate-related issues which have impacted, and those which may impact, the issuer.',
  'A4.1':
    'Description of the significant climate-related issues which have impacted, and those which may impact, the issuer, and the actions taken to manage them.',
  'B1-GD':
    'Information on: (a) the policies; and (b) compliance with relevant laws and regulations that have a significant impact on the issuer relating to compensation and dismissal, recruitment and promotion, working hours, rest periods, equal opportunity, diversity, anti-discrimination, and other benefits and welfare.',
  'B1.1':
    'Total workforce by gender, employment type (for example, full- or part-time), age group and geographical region.',
  'B1.2': 'Employee turnover rate by gender, age group and geographical region.',
  'B2-GD':
    'Information on: (a) the policies; and (b) compliance with relevant laws and regulations that have a significant impact on the issuer relating to providing a safe working environment and protecting employees from occupational hazards.',
  'B2.1':
    'Number and rate of work-related fatalities occurred in each of the past three years including the reporting year.',
  'B2.2': 'Lost days due to work injury.',
  'B2.3': 'Description of occupational health and safety measures adopted, and how they are implemented and monitored.',
  'B3-GD':
    "Policies on improving employees' knowledge and skills for discharging duties at work. Description of training activities.",
  'B3.1':
    'The percentage of employees trained by gender and employee category (e.g. senior management, middle management).',
  'B3.2': 'The average training hours completed per employee by gender and employee category.',
  'B4-GD':
    'Information on: (a) the policies; and (b) compliance with relevant laws and regulations that have a significant impact on the issuer relating to preventing child and forced labour.',
  'B4.1': 'Description of measures to review employment practices to avoid child and forced labour.',
  'B4.2': 'Description of steps taken to eliminate such practices when discovered.',
  'B5-GD': 'Policies on managing environmental and social risks of the supply chain.',
  'B5.1': 'Number of suppliers by geographical region.',
  'B5.2':
    'Description of practices relating to engaging suppliers, number of suppliers where the practices are being implemented, and how they are implemented and monitored.',
  'B5.3':
    'Description of practices used to identify environmental and social risks along the supply chain, and how they are implemented and monitored.',
  'B5.4':
    'Description of practices used to promote environmentally preferable products and services when selecting suppliers, and how they are implemented and monitored.',
  'B6-GD':
    'Information on: (a) the policies; and (b) compliance with relevant laws and regulations that have a significant impact on the issuer relating to health and safety, advertising, labelling and privacy matters relating to products and services provided and methods of redress.',
  'B6.1': 'Percentage of total products sold or shipped subject to recalls for safety and health reasons.',
  'B6.2': 'Number of products and service related complaints received and how they are dealt with.',
  'B6.3': 'Description of practices relating to observing and protecting intellectual property rights.',
  'B6.4': 'Description of quality assurance process and recall procedures.',
  'B6.5': 'Description of consumer data protection and privacy policies, and how they are implemented and monitored.',
  'B7-GD':
    'Information on: (a) the policies; and (b) compliance with relevant laws and regulations that have a significant impact on the issuer relating to bribery, extortion, fraud and money laundering.',
  'B7.1':
    'Number of concluded legal cases regarding corrupt practices brought against the issuer or its employees during the reporting period and the outcomes of the cases.',
  'B7.2':
    'Description of preventive measures and whistle-blowing procedures, and how they are implemented and monitored.',
  'B7.3': 'Description of anti-corruption training provided to directors and staff.',
  'B8-GD':
    "Policies on community engagement to understand the needs of the communities where the issuer operates and to ensure its activities take into consideration the communities' interests.",
  'B8.1': 'Focus areas of contribution (e.g. education, environmental concerns, labour needs, health, culture, sport).',
  'B8.2': 'Resources contributed (e.g. money or time) to the focus area.',
  'D-GOV':
    "The governance body(ies) or individual(s) responsible for oversight of climate-related risks and opportunities, and management's role in the governance processes, controls and procedures used to monitor, manage and oversee them.",
  'D-STR-RO':
    "The climate-related risks and opportunities that could reasonably be expected to affect the issuer's prospects, and the time horizons over which each could reasonably be expected to have an effect.",
  'D-STR-BM':
    "The current and anticipated effects of climate-related risks and opportunities on the issuer's business model and value chain, and where in them these risks and opportunities are concentrated.",
  'D-STR-TP':
    'How the issuer has responded to, and plans to respond to, climate-related risks and opportunities in its strategy and decision-making, including any transition plan, and its progress on plans disclosed in previous reporting periods.',
  'D-STR-FIN':
    "The effects of climate-related risks and opportunities on the issuer's financial position, financial performance and cash flows for the reporting period, and their anticipated effects over the short, medium and long term.",
  'D-STR-RES':
    "The climate resilience of the issuer's strategy and business model to climate-related changes, developments and uncertainties, using climate-related scenario analysis.",
  'D-RM':
    'The processes the issuer uses to identify, assess, prioritise and monitor climate-related risks and opportunities, and the extent to which they are integrated into its overall risk management process.',
  'D-MT-GHG1':
    'Absolute gross Scope 1 greenhouse gas emissions for the reporting period, in tonnes of CO₂ equivalent, and the approach, inputs and assumptions used to measure them.',
  'D-MT-GHG2':
    'Absolute gross Scope 2 greenhouse gas emissions for the reporting period, in tonnes of CO₂ equivalent, on a location-based approach, with information on contractual instruments where relevant.',
  'D-MT-GHG3':
    'Absolute gross Scope 3 greenhouse gas emissions for the reporting period, in tonnes of CO₂ equivalent, and the categories of the GHG Protocol Corporate Value Chain (Scope 3) Standard included.',
  'D-MT-TR':
    'The amount and percentage of assets or business activities vulnerable to climate-related transition risks.',
  'D-MT-PR': 'The amount and percentage of assets or business activities vulnerable to climate-related physical risks.',
  'D-MT-OPP': 'The amount and percentage of assets or business activities aligned with climate-related opportunities.',
  'D-MT-CAP':
    'The amount of capital expenditure, financing or investment deployed towards climate-related risks and opportunities.',
  'D-MT-ICP':
    'Whether and how the issuer applies a carbon price in decision-making, and the price for each metric tonne of greenhouse gas emissions it uses.',
  'D-MT-REM':
    "Whether and how climate-related considerations are factored into executive remuneration, and the percentage of executive management's remuneration recognised in the current period that is linked to them.",
  'D-MT-IND':
    'Industry-based metrics associated with particular business models, activities or other common features that characterise participation in an industry.',
  'D-MT-TGT':
    'The climate-related targets the issuer has set, including any greenhouse gas emissions target, the metric used, the period, base period and milestones, how the targets are reviewed and the performance against each target.',
};

type Words = Record<Language, string>;
const w = (en: string, hk: string, cn: string): Words => ({ en, hk, cn });

/** The Code's headings of Part B and Part D, by the catalogue's code (Part C's are built from the code). */
const REFERENCES: Record<string, Words> = {
  'MDR-GOV': w('Governance Structure', '管治架構', '管治架构'),
  'MDR-PRIN-MAT': w('Reporting Principles: Materiality', '匯報原則：重要性', '汇报原则：重要性'),
  'MDR-PRIN-QUANT': w('Reporting Principles: Quantitative', '匯報原則：量化', '汇报原则：量化'),
  'MDR-PRIN-CONS': w('Reporting Principles: Consistency', '匯報原則：一致性', '汇报原则：一致性'),
  'MDR-BOUND': w('Reporting Boundary', '匯報範圍', '汇报范围'),
  // "D 部分", spaced as the report's sentences write the Part (ADR 0086 amended).
  'D-GOV': w('Part D Governance', 'D 部分 管治', 'D 部分 管治'),
  'D-STR-RO': w(
    'Strategy: Climate-related risks and opportunities',
    '策略：氣候相關風險及機遇',
    '策略：气候相关风险及机遇',
  ),
  'D-STR-BM': w('Strategy: Business model and value chain', '策略：業務模式及價值鏈', '策略：业务模式及价值链'),
  'D-STR-TP': w('Strategy: Strategy and decision-making', '策略：策略及決策', '策略：策略及决策'),
  'D-STR-FIN': w(
    'Strategy: Financial position, financial performance and cash flows',
    '策略：財務狀況、財務表現及現金流量',
    '策略：财务状况、财务表现及现金流量',
  ),
  'D-STR-RES': w('Strategy: Climate resilience', '策略：氣候韌性', '策略：气候韧性'),
  'D-RM': w('Part D Risk management', 'D 部分 風險管理', 'D 部分 风险管理'),
  'D-MT-GHG1': w(
    'Metrics: Greenhouse gas emissions (Scope 1)',
    '指標：溫室氣體排放（範圍1）',
    '指标：温室气体排放（范围1）',
  ),
  'D-MT-GHG2': w(
    'Metrics: Greenhouse gas emissions (Scope 2)',
    '指標：溫室氣體排放（範圍2）',
    '指标：温室气体排放（范围2）',
  ),
  'D-MT-GHG3': w(
    'Metrics: Greenhouse gas emissions (Scope 3)',
    '指標：溫室氣體排放（範圍3）',
    '指标：温室气体排放（范围3）',
  ),
  'D-MT-TR': w('Metrics: Climate-related transition risks', '指標：氣候相關轉型風險', '指标：气候相关转型风险'),
  'D-MT-PR': w('Metrics: Climate-related physical risks', '指標：氣候相關實體風險', '指标：气候相关实体风险'),
  'D-MT-OPP': w('Metrics: Climate-related opportunities', '指標：氣候相關機遇', '指标：气候相关机遇'),
  'D-MT-CAP': w('Metrics: Capital deployment', '指標：資本調配', '指标：资本调配'),
  'D-MT-ICP': w('Metrics: Internal carbon prices', '指標：內部碳價格', '指标：内部碳价格'),
  'D-MT-REM': w('Metrics: Remuneration', '指標：薪酬', '指标：薪酬'),
  'D-MT-IND': w('Metrics: Industry-based metrics', '指標：以行業為基礎的指標', '指标：以行业为基础的指标'),
  'D-MT-TGT': w('Targets: Climate-related targets', '目標：氣候相關目標', '目标：气候相关目标'),
};

/** How the Code refers to a provision: "KPI A1.1", "Aspect A1: General Disclosure", "Governance Structure" … */
export function codeReference(code: string, lang: Language): string {
  const named = REFERENCES[code];
  if (named) return named[lang];
  const general = /^([AB]\d)-GD$/.exec(code);
  if (general)
    return {
      en: `Aspect ${general[1]}: General Disclosure`,
      hk: `層面${general[1]}：一般披露`,
      cn: `层面${general[1]}：一般披露`,
    }[lang];
  return { en: `KPI ${code}`, hk: `關鍵績效指標${code}`, cn: `关键绩效指标${code}` }[lang];
}

/** A provision in the Code's words, in the report's language (the Exchange's Chinese wording for hk and cn). */
export function codeTitle(code: string, fallback: string, lang: Language): string {
  const title = lang === 'en' ? (CODE_TITLES_EN[code] ?? fallback) : provisionTitles(code, fallback)[lang];
  // The reference already says what a title's lead says ("層面A1：一般披露" | "一般披露：…"): said once.
  const lead = /^([^：:（(]{1,12})[：:]\s*/.exec(title);
  if (!lead || !codeReference(code, lang).includes(lead[1]!)) return title;
  const rest = title.slice(lead[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Every code the Code's wording covers (a test holds it equal to the catalogue's). */
export const CODE_WORDED = Object.keys(CODE_TITLES_EN);
