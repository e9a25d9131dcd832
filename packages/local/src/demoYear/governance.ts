/**
 * Acme FY2025's Background pages (README: the complete demo year): what a Hong Kong property and
 * logistics group's sustainability lead enters, in the company's own voice. Saved through the
 * page-data write path by ../seedYear.ts, so every answer passes the page's own schema and rules.
 */
const policy = (name: string, details: string, compliance: string) => ({ name, details, compliance });

const POLICIES: Record<string, ReturnType<typeof policy>> = {
  emissions: policy(
    'Environmental Policy – Emissions',
    'Our Environmental Policy commits every property we manage and every warehouse we operate to measuring and reducing air and greenhouse gas emissions. Building managers track electricity, town gas and diesel monthly, the logistics team replaces ageing vans with Euro VI or electric models, and refrigerant top-ups are logged so that leaks are traced and repaired promptly.',
    'During the year we complied with the Air Pollution Control Ordinance (Cap. 311) and the Motor Vehicle Idling (Fixed Penalty) Ordinance (Cap. 611), and we were not aware of any non-compliance with laws and regulations on air and greenhouse gas emissions, discharges into water and land, or the generation of hazardous and non-hazardous waste.',
  ),
  useOfResources: policy(
    'Resource Efficiency Guidelines',
    'Our Resource Efficiency Guidelines set out how we use energy, water, paper and packaging efficiently. They require LED lighting and variable-speed drives in every refurbishment, water-saving fittings in washrooms and pantries, default double-sided printing, and reusable or recycled-content cartons for goods leaving our Kwun Tong warehouse.',
    'We complied with the Waste Disposal Ordinance (Cap. 354) and the Product Eco-responsibility Ordinance (Cap. 603) during the year, and were not aware of any material non-compliance relating to the use of resources.',
  ),
  naturalResources: policy(
    'Environmental Policy – Natural Resources',
    'We aim to minimise the impact of our properties and logistics operations on the environment and natural resources. New fit-outs follow BEAM Plus guidance, landscaping favours native species, and we work with our tenants and contractors to reduce construction waste and noise in the neighbourhoods around our sites.',
    'We complied with the Noise Control Ordinance (Cap. 400) and the Environmental Impact Assessment Ordinance (Cap. 499) where applicable, and no significant impact of our activities on the environment was identified during the year.',
  ),
  climateChange: policy(
    'Climate Change Policy',
    'Our Climate Change Policy, adopted by the board in 2024, commits the Group to identify and manage climate-related physical and transition risks across its portfolio, to set science-informed targets for Scope 1 and Scope 2 emissions, and to report progress each year in line with Part D of the ESG Reporting Code.',
    'We monitored developments in Hong Kong’s Climate Action Plan 2050 and the HKEX climate disclosure requirements during the year, and were not aware of any non-compliance with climate-related laws and regulations.',
  ),
  employment: policy(
    'Employee Handbook',
    'Our Employee Handbook sets out fair and transparent practices on recruitment, promotion, compensation and dismissal, working hours, rest periods, equal opportunity, diversity and anti-discrimination. Salaries are benchmarked annually against the Hong Kong market, and grievances can be raised confidentially with Human Resources or the Audit Committee chair.',
    'We complied with the Employment Ordinance (Cap. 57), the Minimum Wage Ordinance (Cap. 608), the Mandatory Provident Fund Schemes Ordinance (Cap. 485) and the anti-discrimination ordinances, and were not aware of any material non-compliance during the year.',
  ),
  healthSafety: policy(
    'Occupational Safety and Health Policy',
    'Our Occupational Safety and Health Policy makes line managers responsible for a safe workplace. Every site has a safety officer, quarterly inspections and a near-miss reporting scheme; warehouse staff receive forklift and manual-handling training before starting work, and contractors must hold a valid Green Card.',
    'We complied with the Occupational Safety and Health Ordinance (Cap. 509) and the Factories and Industrial Undertakings Ordinance (Cap. 59), and were not aware of any material non-compliance relating to a safe working environment during the year.',
  ),
  training: policy(
    'Learning and Development Policy',
    'Our Learning and Development Policy gives every employee at least 16 hours of structured training a year, combining mandatory safety and compliance courses with professional development. Staff may apply for study sponsorship of up to HKD 20,000 a year for courses relevant to their role.',
    'We were not aware of any non-compliance with laws and regulations relating to the development and training of our employees during the year.',
  ),
  labourStandards: policy(
    'Labour Standards Policy',
    'We do not tolerate child or forced labour in our operations or our supply chain. Human Resources verifies the age and identity of every candidate before an offer is made, overtime is voluntary and compensated, and our Supplier Code of Conduct requires the same standards of our contractors.',
    'We complied with the Employment of Children Regulations (Cap. 57B) and the Employment of Young Persons (Industry) Regulations (Cap. 57C), and no case of child or forced labour was identified during the year.',
  ),
  supplyChain: policy(
    'Supplier Code of Conduct',
    'Our Supplier Code of Conduct sets environmental, labour, safety and anti-corruption standards for every supplier and contractor. New suppliers above HKD 500,000 a year are screened before appointment, and our main building-services and cleaning contractors are reviewed annually against the Code.',
    'We were not aware of any material breach of laws and regulations by our suppliers in relation to environmental and social risks during the year.',
  ),
  productResponsibility: policy(
    'Service Quality and Privacy Policy',
    'Our Service Quality and Privacy Policy governs the health and safety of tenants and visitors in our properties, the accuracy of our leasing and marketing materials, and the protection of personal data. Complaints are logged, answered within five working days and reviewed monthly by property management.',
    'We complied with the Personal Data (Privacy) Ordinance (Cap. 486), the Trade Descriptions Ordinance (Cap. 362) and the Residential Properties (First-hand Sales) Ordinance (Cap. 621), and were not aware of any material non-compliance during the year.',
  ),
  antiCorruption: policy(
    'Anti-Corruption and Whistle-blowing Policy',
    'Our Anti-Corruption and Whistle-blowing Policy prohibits bribery, extortion, fraud and money laundering in any form. Gifts above HKD 500 must be declared, conflicts of interest are disclosed annually by all staff, and concerns can be reported in confidence to the Audit Committee chair.',
    'We complied with the Prevention of Bribery Ordinance (Cap. 201) and the Anti-Money Laundering and Counter-Terrorist Financing Ordinance (Cap. 615), and there was no concluded legal case regarding corrupt practices against the Group or its employees during the year.',
  ),
  communityInvestment: policy(
    'Community Investment Policy',
    'Our Community Investment Policy directs our donations and volunteering to the districts where we operate, with a focus on education, the environment and the elderly. Each year the ESG Committee sets a budget and reviews the needs identified with our NGO partners in Eastern, Wan Chai and Kwun Tong.',
    'We were not aware of any non-compliance with laws and regulations relating to our community investment activities during the year.',
  ),
};

/** A4.1 (the 2020 rule set's field; Part D answers it under the 2025 Code). */
const CLIMATE_ISSUES =
  'Heavy rainstorms and typhoons are the climate-related issues that have affected us most: in 2025 flooding of the Kwun Tong warehouse loading bay interrupted deliveries for two days. Longer hot seasons raise cooling demand at the head office and shop, and tighter building energy regulation will raise refurbishment costs. We installed flood barriers and pumps at the warehouse, retrofitted the head office lighting and set a Scope 1 and 2 target; Part D of this report describes these risks and our response in full.';

const MEMBERS = [
  ['Dr. Helen Cheung', 'Independent Non-executive Director, Chair of the ESG Committee'],
  ['Mr. Raymond Lau', 'Chairman and Executive Director'],
  ['Ms. Alice Chan', 'Chief Financial Officer and Executive Director'],
  ['Mr. David Ng', 'Independent Non-executive Director'],
  ['Ms. Winnie Tsang', 'Head of Sustainability'],
] as const;

const emailOf = (name: string) =>
  `${name
    .replace(/^(Dr|Mr|Ms)\. /, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@acme.example.com`;

export const GOVERNANCE_PAGES = {
  company_information: {
    nameEn: 'Acme Holdings Ltd',
    nameZh: '極致控股有限公司',
    languagePreference: 'en',
    financialYearStartDate: '2025-01-01',
    financialYearEndDate: '2025-12-31',
    businessNature: ['property-investment', 'logistics'],
    esgFramework: ['hkex', 'tcfd'],
    reportingCurrency: 'HKD',
    feedbackContact:
      'Sustainability Department, Acme Holdings Ltd, 979 King’s Road, Quarry Bay, Hong Kong; telephone +852 2123 4567.',
  },
  reporting_boundaries: { consolidationApproach: 'operationalControl' },
  board_statement: {
    approvedOn: '2026-03-20',
    boardOversight:
      'The Board has overall responsibility for the Group’s ESG strategy and reporting. It delegates the day-to-day oversight of ESG matters to the ESG Committee, which reports to the Board at every regular meeting. During 2025 the Board considered ESG risks and opportunities, including climate change, when approving the annual budget, the refurbishment programme for our Quarry Bay head office and the renewal of the Kwun Tong warehouse fleet.',
    managementApproach:
      'Our approach starts with materiality. Each year we ask our directors and key stakeholders to rate the importance of each ESG topic to the business and to them; topics scoring above the threshold set by the ESG Committee are treated as material and receive targets, owners and budgets. Management reports on these topics quarterly, and the risk register records the ESG risks that could affect the Group’s operations, reputation and long-term value.',
    progressReview:
      'The Board reviews progress against our environmental and social targets twice a year on the basis of the ESG Committee’s report. In 2025 it noted that Scope 1 and 2 emissions rose by about 6% on the 2024 baseline, mainly because the Kwun Tong warehouse extended its operating hours, that the LED retrofit at the head office will only show its full effect in 2026, and that the average training hours per employee exceeded our 16-hour commitment. It asked management to bring forward the replacement of the diesel van and the chiller so that the 2026 milestone is met.',
  },
  board_committee: {
    committeeName: 'ESG Committee',
    establishedOn: '2021-03-15',
    committeeMandate:
      'The ESG Committee assists the Board in overseeing the Group’s sustainability strategy, climate-related risks and opportunities, ESG targets and this report. It meets at least four times a year, reviews the materiality assessment and the ESG risk register, monitors performance against targets and recommends the ESG report to the Board for approval.',
    meetingsHeld: '4',
    members: MEMBERS.map(([name, positionTitle]) => ({ name, positionTitle, email: emailOf(name) })),
  },
  risk_management: {
    riskProcess:
      'ESG and climate-related risks are identified through an annual risk workshop led by the Head of Sustainability with the heads of property management, logistics, finance and human resources. Each risk is scored for likelihood and impact on a three-point scale, mapped to an owner, and recorded in the Group’s risk register. The register is reviewed by the ESG Committee every six months and by the Audit Committee once a year.',
    internalControlReview: {
      answer: 1,
      details: {
        reviewedOn: '2025-11-20',
        reviewFindings:
          'The Board, through the Audit Committee, reviewed the effectiveness of the ESG risk management and internal control systems in November 2025. It found them adequate and effective, and asked that the monthly collection of utility data at the shop and warehouse be reviewed by a second person before it is entered.',
      },
    },
    risks: [
      {
        risk: 'Extreme weather damaging properties and interrupting warehouse operations',
        category: 'climate-physical',
        likelihood: 'high',
        impact: 'medium',
        mitigation:
          'Typhoon and rainstorm preparedness plans at every site, flood barriers at the Kwun Tong warehouse and an annual review of insurance cover.',
      },
      {
        risk: 'Tighter building energy and carbon regulation raising operating costs',
        category: 'climate-transition',
        likelihood: 'medium',
        impact: 'medium',
        mitigation:
          'Energy audits ahead of the Buildings Energy Efficiency Ordinance cycle, an LED and chiller upgrade programme, and a Scope 1 and 2 reduction target.',
      },
      {
        risk: 'Work injuries in warehouse and building-services work',
        category: 'social',
        likelihood: 'medium',
        impact: 'high',
        mitigation:
          'Induction and refresher safety training, quarterly inspections, near-miss reporting and contractor safety checks.',
      },
      {
        risk: 'Breach of tenant and customer personal data',
        category: 'governance',
        likelihood: 'low',
        impact: 'high',
        mitigation:
          'Access controls, annual privacy training, encrypted laptops and a data-breach response plan tested every year.',
      },
    ],
  },
  policies: Object.fromEntries(
    Object.entries(POLICIES).map(([aspect, p]) => [
      aspect,
      {
        answer: 1,
        details: {
          [`${aspect}Name`]: p.name,
          [`${aspect}Details`]: p.details,
          [`${aspect}Compliance`]: p.compliance,
          ...(aspect === 'climateChange' ? { climateChangeIssues: CLIMATE_ISSUES } : {}),
        },
      },
    ]),
  ),
  stakeholder: {
    groups: [
      {
        priority: '1',
        group: 'employees',
        channels: ['meetings', 'surveys', 'email'],
        activities: ['training', 'performance-review'],
        concerns: 'Workplace safety, fair pay and career development.',
      },
      {
        priority: '2',
        group: 'customers',
        channels: ['meetings', 'website', 'email'],
        activities: ['consultation'],
        concerns: 'Building comfort and safety, service quality and data privacy.',
      },
      {
        priority: '3',
        group: 'shareholders',
        channels: ['reports', 'meetings', 'website'],
        activities: ['agm'],
        concerns: 'Climate resilience of the portfolio, governance and long-term returns.',
      },
      {
        priority: '4',
        group: 'suppliers',
        channels: ['meetings', 'site-visits'],
        activities: ['supplier-assessment'],
        concerns: 'Fair procurement, timely payment and safety on site.',
      },
      {
        priority: '5',
        group: 'community',
        channels: ['meetings', 'site-visits'],
        activities: ['volunteering', 'consultation'],
        concerns: 'Noise and traffic around our sites, and support for elderly residents.',
      },
    ],
    engagementProcess:
      'In September and October 2025 we engaged our stakeholders through an online survey of employees, tenants and suppliers, meetings with our major shareholders, and a workshop with two NGO partners in Kwun Tong. Around 140 responses were received. Stakeholders asked us to set clearer climate targets, to publish our workforce diversity data and to improve safety communication with contractors; these points shaped the materiality assessment and this report.',
  },
};
