import { obligationIn, type Obligation, type RuleSet } from '../vocabulary/ruleSets';

/** One HKEX ESG Reporting Code provision, as far as the catalogue engine needs it. */
export interface Provision {
  code: string;
  part: 'B' | 'C' | 'D';
  aspect: string;
  title: string;
  /** The catalogue's obligation text for financial years from 2025 (its first word is the obligation). */
  obligation2025: string;
}

type Row = [code: string, part: Provision['part'], aspect: string, title: string, obligation2025: string];

/**
 * Generated from core/data/hkex-c2-catalogue.csv (code, part, aspect, title, obligation_2025), in its
 * order; core/test/catalogue.disclosure.test.ts fails when the two drift. Kept in code rather than
 * read at run time because the web imports it and has no file system. Titles are the CSV's English
 * paraphrases; the admin KPI catalogue holds the editable, translated titles.
 */
// prettier-ignore
const ROWS: readonly Row[] = [
  ['MDR-GOV', 'B', 'Governance structure', 'Board statement: (i) board oversight of ESG issues; (ii) ESG management approach & strategy incl. process to evaluate, prioritise and manage material ESG issues (incl. risks to the business); (iii) how board reviews progress against ESG goals/targets', 'mandatory'],
  ['MDR-PRIN-MAT', 'B', 'Reporting principles', 'Materiality: process to identify and criteria for selecting material ESG factors; if stakeholder engagement done, significant stakeholders identified and process/results of engagement', 'mandatory'],
  ['MDR-PRIN-QUANT', 'B', 'Reporting principles', 'Quantitative: standards, methodologies, assumptions and/or calculation tools used, and source of conversion factors, for emissions/energy KPIs', 'mandatory'],
  ['MDR-PRIN-CONS', 'B', 'Reporting principles', 'Consistency: any changes to methods or KPIs used, or other factors affecting meaningful comparison', 'mandatory'],
  ['MDR-BOUND', 'B', 'Reporting boundary', 'Narrative of reporting boundary and process used to select entities/operations included; explain any change in scope', 'mandatory'],
  ['A1-GD', 'C', 'A1 Emissions', 'General disclosure: policies + compliance with laws on air & GHG emissions, discharges to water and land, hazardous & non-hazardous waste', 'comply-or-explain'],
  ['A1.1', 'C', 'A1 Emissions', 'Types of emissions and respective emissions data (NOx, SOx, PM etc.)', 'comply-or-explain'],
  ['A1.2', 'C', 'A1 Emissions', 'Direct (Scope 1) and energy indirect (Scope 2) GHG emissions (tonnes) and, where appropriate, intensity', 'comply-or-explain (Scope 1+2 mandatory for all issuers from FY2025 under Part D)'],
  ['A1.3', 'C', 'A1 Emissions', 'Total hazardous waste produced (tonnes) and, where appropriate, intensity', 'comply-or-explain'],
  ['A1.4', 'C', 'A1 Emissions', 'Total non-hazardous waste produced (tonnes) and, where appropriate, intensity', 'comply-or-explain'],
  ['A1.5', 'C', 'A1 Emissions', 'Description of emission target(s) set and steps taken to achieve them', 'comply-or-explain'],
  ['A1.6', 'C', 'A1 Emissions', 'How hazardous and non-hazardous wastes are handled; waste reduction target(s) and steps taken', 'comply-or-explain'],
  ['A2-GD', 'C', 'A2 Use of Resources', 'General disclosure: policies on efficient use of resources (energy, water, other raw materials)', 'comply-or-explain'],
  ['A2.1', 'C', 'A2 Use of Resources', 'Direct and/or indirect energy consumption by type (electricity, gas, oil) in total (kWh in \'000s) and intensity', 'comply-or-explain'],
  ['A2.2', 'C', 'A2 Use of Resources', 'Water consumption in total and intensity', 'comply-or-explain'],
  ['A2.3', 'C', 'A2 Use of Resources', 'Description of energy use efficiency target(s) set and steps taken', 'comply-or-explain'],
  ['A2.4', 'C', 'A2 Use of Resources', 'Any issue in sourcing water fit for purpose; water efficiency target(s) and steps taken', 'comply-or-explain'],
  ['A2.5', 'C', 'A2 Use of Resources', 'Total packaging material used for finished products (tonnes) and, if applicable, per unit produced', 'comply-or-explain'],
  ['A3-GD', 'C', 'A3 Environment and Natural Resources', 'General disclosure: policies on minimising significant impacts on environment and natural resources', 'comply-or-explain'],
  ['A3.1', 'C', 'A3 Environment and Natural Resources', 'Significant impacts of activities on environment/natural resources and actions taken to manage them', 'comply-or-explain'],
  ['A4-GD', 'C', 'A4 Climate Change', 'General disclosure: policies on identifying and mitigating significant climate-related issues which have impacted / may impact the issuer', 'comply-or-explain; from FY2025 met by the Part D disclosures (the index cross-refers A4 to them)'],
  ['A4.1', 'C', 'A4 Climate Change', 'Significant climate-related issues which have impacted / may impact the issuer and actions taken to manage them', 'comply-or-explain; from FY2025 met by the Part D disclosures (the index cross-refers A4 to them)'],
  ['B1-GD', 'C', 'B1 Employment', 'General disclosure: policies + compliance on compensation & dismissal, recruitment & promotion, working hours, rest periods, equal opportunity, diversity, anti-discrimination, other benefits & welfare', 'comply-or-explain'],
  ['B1.1', 'C', 'B1 Employment', 'Total workforce by gender, employment type (e.g. full-/part-time), age group and geographical region', 'comply-or-explain'],
  ['B1.2', 'C', 'B1 Employment', 'Employee turnover rate by gender, age group and geographical region', 'comply-or-explain'],
  ['B2-GD', 'C', 'B2 Health and Safety', 'General disclosure: policies + compliance on safe working environment and protecting employees from occupational hazards', 'comply-or-explain'],
  ['B2.1', 'C', 'B2 Health and Safety', 'Number and rate of work-related fatalities in each of the past three years including the reporting year', 'comply-or-explain'],
  ['B2.2', 'C', 'B2 Health and Safety', 'Lost days due to work injury', 'comply-or-explain'],
  ['B2.3', 'C', 'B2 Health and Safety', 'Occupational health and safety measures adopted, how implemented and monitored', 'comply-or-explain'],
  ['B3-GD', 'C', 'B3 Development and Training', 'General disclosure: policies on improving employees\' knowledge and skills; description of training activities', 'comply-or-explain'],
  ['B3.1', 'C', 'B3 Development and Training', 'Percentage of employees trained by gender and employee category (senior/middle management etc.)', 'comply-or-explain'],
  ['B3.2', 'C', 'B3 Development and Training', 'Average training hours completed per employee by gender and employee category', 'comply-or-explain'],
  ['B4-GD', 'C', 'B4 Labour Standards', 'General disclosure: policies + compliance on preventing child and forced labour', 'comply-or-explain'],
  ['B4.1', 'C', 'B4 Labour Standards', 'Measures to review employment practices to avoid child and forced labour', 'comply-or-explain'],
  ['B4.2', 'C', 'B4 Labour Standards', 'Steps taken to eliminate such practices when discovered', 'comply-or-explain'],
  ['B5-GD', 'C', 'B5 Supply Chain Management', 'General disclosure: policies on managing environmental and social risks of the supply chain', 'comply-or-explain'],
  ['B5.1', 'C', 'B5 Supply Chain Management', 'Number of suppliers by geographical region', 'comply-or-explain'],
  ['B5.2', 'C', 'B5 Supply Chain Management', 'Practices relating to engaging suppliers, number of suppliers where practices are implemented, how implemented and monitored', 'comply-or-explain'],
  ['B5.3', 'C', 'B5 Supply Chain Management', 'Practices used to identify environmental and social risks along the supply chain, how implemented and monitored', 'comply-or-explain'],
  ['B5.4', 'C', 'B5 Supply Chain Management', 'Practices used to promote environmentally preferable products/services when selecting suppliers, how implemented and monitored', 'comply-or-explain'],
  ['B6-GD', 'C', 'B6 Product Responsibility', 'General disclosure: policies + compliance on health & safety, advertising, labelling and privacy of products/services and methods of redress', 'comply-or-explain'],
  ['B6.1', 'C', 'B6 Product Responsibility', 'Percentage of total products sold or shipped subject to recalls for safety and health reasons', 'comply-or-explain'],
  ['B6.2', 'C', 'B6 Product Responsibility', 'Number of product and service related complaints received and how they are dealt with', 'comply-or-explain'],
  ['B6.3', 'C', 'B6 Product Responsibility', 'Practices relating to observing and protecting intellectual property rights', 'comply-or-explain'],
  ['B6.4', 'C', 'B6 Product Responsibility', 'Quality assurance process and recall procedures', 'comply-or-explain'],
  ['B6.5', 'C', 'B6 Product Responsibility', 'Consumer data protection and privacy policies, how implemented and monitored', 'comply-or-explain'],
  ['B7-GD', 'C', 'B7 Anti-corruption', 'General disclosure: policies + compliance on bribery, extortion, fraud and money laundering', 'comply-or-explain'],
  ['B7.1', 'C', 'B7 Anti-corruption', 'Number of concluded legal cases regarding corrupt practices brought against the issuer or its employees during the period, and outcomes', 'comply-or-explain'],
  ['B7.2', 'C', 'B7 Anti-corruption', 'Preventive measures and whistle-blowing procedures, how implemented and monitored', 'comply-or-explain'],
  ['B7.3', 'C', 'B7 Anti-corruption', 'Anti-corruption training provided to directors and staff', 'comply-or-explain'],
  ['B8-GD', 'C', 'B8 Community Investment', 'General disclosure: policies on community engagement to understand community needs and consider community interests', 'comply-or-explain'],
  ['B8.1', 'C', 'B8 Community Investment', 'Focus areas of contribution (education, environment, labour needs, health, culture, sport)', 'comply-or-explain'],
  ['B8.2', 'C', 'B8 Community Investment', 'Resources contributed (e.g. money or time) to the focus area', 'comply-or-explain'],
  ['D-GOV', 'D', 'Governance', 'Governance body(ies)/individual(s) overseeing climate-related risks & opportunities: responsibilities, skills & competencies, how and how often informed, how considered in strategy/major transactions/risk mgmt, target oversight & progress monitoring; management\'s role, controls and procedures', 'comply-or-explain Main Board FY2025; mandatory LargeCap FY2026'],
  ['D-STR-RO', 'D', 'Strategy', 'Climate-related risks (physical/transition) and opportunities that could reasonably be expected to affect prospects, with time horizons (short/medium/long)', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-STR-BM', 'D', 'Strategy', 'Current and anticipated effects on business model and value chain; where concentrated', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-STR-TP', 'D', 'Strategy', 'Strategy and decision-making: response incl. transition plan, adaptation/mitigation efforts, resourcing, progress on previously disclosed plans', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-STR-FIN', 'D', 'Strategy', 'Current and anticipated financial effects on financial position, performance and cash flows (quantitative unless relief applies)', 'comply-or-explain / LargeCap mandatory 2026 (implementation reliefs - see IG p.17)'],
  ['D-STR-RES', 'D', 'Strategy', 'Climate resilience of strategy and business model using climate-related scenario analysis', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-RM', 'D', 'Risk management', 'Processes to identify, assess, prioritise and monitor climate-related risks and opportunities; integration into overall risk management', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-MT-GHG1', 'D', 'Metrics and targets', 'Absolute gross Scope 1 GHG emissions (tCO2e), with measurement approach, inputs and assumptions', 'MANDATORY all issuers FY2025'],
  ['D-MT-GHG2', 'D', 'Metrics and targets', 'Absolute gross Scope 2 GHG emissions (tCO2e) (location-based; plus contractual-instrument info where relevant)', 'MANDATORY all issuers FY2025'],
  ['D-MT-GHG3', 'D', 'Metrics and targets', 'Absolute gross Scope 3 GHG emissions by GHG Protocol category (1-15)', 'comply-or-explain / LargeCap mandatory 2026 (reliefs)'],
  ['D-MT-TR', 'D', 'Metrics and targets', 'Amount and % of assets or business activities vulnerable to transition risks', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-MT-PR', 'D', 'Metrics and targets', 'Amount and % of assets or business activities vulnerable to physical risks', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-MT-OPP', 'D', 'Metrics and targets', 'Amount and % of assets or business activities aligned with climate-related opportunities', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-MT-CAP', 'D', 'Metrics and targets', 'Capital deployment: capex, financing or investment deployed toward climate-related risks and opportunities', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-MT-ICP', 'D', 'Metrics and targets', 'Internal carbon price: whether/how applied in decision-making and price per tonne', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-MT-REM', 'D', 'Metrics and targets', 'Remuneration: whether/how climate considerations factored into executive remuneration (and % where applicable)', 'comply-or-explain / LargeCap mandatory 2026'],
  ['D-MT-IND', 'D', 'Metrics and targets', 'Industry-based metrics (e.g. ISSB/SASB industry metrics)', 'encouraged'],
  ['D-MT-TGT', 'D', 'Metrics and targets', 'Climate-related targets: metric, objective, scope, period, base year, milestones, absolute vs intensity, review process, performance, GHG target details (gross/net, offsets)', 'comply-or-explain / LargeCap mandatory 2026'],
];

export const PROVISIONS: readonly Provision[] = ROWS.map(([code, part, aspect, title, obligation2025]) => ({
  code,
  part,
  aspect,
  title,
  obligation2025,
}));

export const PROVISION_CODES: ReadonlySet<string> = new Set(PROVISIONS.map((p) => p.code));

/** The provisions a financial year reports under its rule set, with each one's obligation. */
export const provisionsIn = (ruleSet: RuleSet): (Provision & { obligation: Obligation })[] =>
  PROVISIONS.flatMap((p) => {
    const rule = obligationIn(ruleSet, { part: p.part, obligation_2025: p.obligation2025 });
    return rule ? [{ ...p, obligation: rule.obligation }] : [];
  });
