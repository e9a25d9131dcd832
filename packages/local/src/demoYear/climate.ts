/**
 * Acme FY2025's Part D pages (climate governance, risks and opportunities, resilience, risk management,
 * metrics and targets) and the narratives beside its environmental figures. `locations` in the register
 * are filled by ./pages.ts with the names of the row's `sites`.
 */
import { ACME_SCOPE3 } from './scope3';

const answered = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [`${id}Disclosure`, 'answered']));

export const CLIMATE_PAGES = {
  climate_governance: {
    oversightBody: 'ESG Committee of the Board',
    responsibilities:
      'The ESG Committee oversees the Group’s climate strategy, approves the climate risk register and the Scope 1 and 2 target, and reviews this report’s climate disclosures before recommending them to the Board.',
    skills:
      'The Committee is chaired by an independent director with twenty years’ experience in building services engineering, and its members completed a climate governance course run by an external adviser in 2025. Where needed, the Committee draws on external climate and engineering consultants.',
    informedHow:
      'The Head of Sustainability reports to the Committee at each of its four meetings a year on emissions, progress against targets and changes in climate-related risks, and the Committee chair reports to the Board after each meeting.',
    strategyConsideration:
      'Climate-related risks and opportunities are considered in the annual budget, in capital expenditure above HKD 5 million and in acquisitions, where a physical risk screening and an energy performance review are part of due diligence.',
    targetOversight:
      'The Committee approved the Scope 1 and 2 target in 2024 and reviews progress against it and its interim milestones twice a year; the Board is informed of any risk that a milestone will be missed.',
    managementRole:
      'The Chief Financial Officer is the executive responsible for climate matters. She chairs a monthly sustainability working group of the heads of property management, logistics and finance, which carries out the decarbonisation plan and maintains the risk register.',
    controls:
      'Emission data is collected monthly from utility bills and fuel records, checked by each site’s manager and reviewed by the finance team before the year’s figures are approved. Internal audit reviews the data process every two years.',
    ...answered(['gov']),
  },
  climate_risks: {
    // Whole years from the reporting year, as the page asks: 2026–2027, 2028–2030 and 2031–2050.
    shortFrom: '1',
    shortTo: '2',
    mediumFrom: '3',
    mediumTo: '5',
    longFrom: '6',
    longTo: '25',
    register: [
      {
        type: 'physical-acute',
        description: 'Typhoons and black rainstorms',
        horizon: 'short',
        likelihood: 'high',
        impact: 'medium',
        sites: ['warehouse'],
        effects:
          'Flooding of the Kwun Tong warehouse loading bay and damage to façades interrupt deliveries and raise repair and insurance costs.',
        response:
          'Flood barriers and pumps installed at the warehouse in 2025; typhoon preparedness drills at every site before each season.',
        financialCurrent: '420000',
        financialAnticipated: '1200000',
        financialQualitative:
          'Repair costs after Super Typhoon Wipha in 2025 and higher property insurance premiums expected from 2026.',
      },
      {
        type: 'physical-chronic',
        description: 'Rising average temperatures',
        horizon: 'long',
        likelihood: 'high',
        impact: 'medium',
        sites: ['hq', 'shop'],
        effects:
          'Longer cooling seasons increase electricity use at the head office and shop and the heat stress of outdoor staff.',
        response: 'Chiller replacement at the head office in 2027 and heat-stress work breaks for outdoor staff.',
        financialCurrent: '0',
        financialAnticipated: '650000',
        financialQualitative:
          'Higher electricity costs of about 5% a year by 2035 if no efficiency measures were taken.',
      },
      {
        type: 'transition-policy',
        description: 'Stricter building energy and carbon regulation',
        horizon: 'medium',
        likelihood: 'medium',
        impact: 'medium',
        sites: ['hq'],
        effects: 'Mandatory energy audits and possible carbon pricing raise operating and refurbishment costs.',
        response:
          'Energy audits ahead of the statutory cycle and an LED and chiller upgrade programme budgeted to 2028.',
        financialCurrent: '180000',
        financialAnticipated: '2500000',
        financialQualitative: 'Capital expenditure on building services upgrades brought forward from the 2030s.',
      },
      {
        type: 'opportunity',
        description: 'Demand for energy-efficient, green-certified space',
        horizon: 'medium',
        likelihood: 'medium',
        impact: 'high',
        sites: ['hq'],
        effects: 'Tenants increasingly prefer BEAM Plus-certified space with lower running costs.',
        response: 'BEAM Plus certification of the head office by 2027 and green lease clauses in new leases.',
        financialCurrent: '0',
        financialAnticipated: '900000',
        financialQualitative: 'Higher occupancy and rental premiums expected for certified space.',
      },
    ],
    concentration:
      'The physical risks are concentrated at the Kwun Tong warehouse, which is close to the harbour front, and the transition risks in our owned office buildings; our suppliers of building services are exposed to the same regulation.',
    planProgress:
      'In 2025 we spent HKD 1.6 million on the LED retrofit of the head office and the warehouse flood defences, both planned in our 2024 report, and replaced one standby generator service contract with a low-sulphur fuel supplier.',
    ...answered(['risks', 'businessModel', 'transitionPlan', 'financialEffects']),
  },
  climate_resilience: {
    scenarios: [
      {
        scenario: '1.5C',
        scenarioSource: 'IEA Net Zero Emissions by 2050 (NZE)',
        method: 'both',
        horizon: 'medium',
        results:
          'A carbon price of USD 140 per tonne by 2030 would add about HKD 330,000 a year to our operating costs at today’s Scope 1 and 2 emissions, and faster electrification would raise refurbishment spending.',
        implications:
          'We brought the chiller replacement forward to 2027 and set interim milestones for 2026 and 2028 to reduce the exposure.',
      },
      {
        scenario: '3C+',
        scenarioSource: 'IPCC AR6 SSP5-8.5',
        method: 'qualitative',
        horizon: 'long',
        results:
          'More frequent extreme rainfall and sea-level rise of about 0.6 m by 2100 would put the warehouse’s ground floor at risk of flooding several times a year.',
        implications:
          'We are assessing raising the warehouse’s critical equipment and will consider the site’s flood risk in any renewal of its lease.',
      },
    ],
    resilienceAssessment:
      'Under both scenarios the Group’s strategy remains resilient: the transition costs are manageable within our capital plan, and the physical risks are concentrated at one site whose lease expires in 2032. The main uncertainty is the pace of carbon regulation in Hong Kong, which we will review each year.',
    ...answered(['resilience']),
  },
  climate_risk_management: {
    identify:
      'Climate-related risks are identified at the annual risk workshop using the TCFD categories, site managers’ incident records, and the Hong Kong Observatory’s climate projections.',
    assess:
      'Each risk is scored for likelihood and impact on a three-point scale over the short, medium and long term, with the financial effect estimated where data allows.',
    prioritise:
      'Risks scored high on either likelihood or impact are prioritised for action plans with owners and budgets; others are monitored.',
    monitor:
      'The sustainability working group tracks the action plans monthly and the ESG Committee reviews the climate risk register every six months.',
    integration:
      'Climate risks are recorded in the Group’s enterprise risk register with the same scoring as other risks, and are reviewed by the Audit Committee as part of the annual risk management review.',
    ...answered(['riskManagement']),
  },
  climate_metrics: {
    ghgApproach:
      'We follow the GHG Protocol Corporate Standard and the EPD and EMSD Guidelines to Account for and Report on Greenhouse Gas Emissions for Buildings in Hong Kong, using the operational control approach. Location-based Scope 2 is calculated from the power companies’ published emission factors, and market-based Scope 2 also counts the renewable energy certificates we retired for the head office; Scope 3 is screened across all fifteen GHG Protocol categories: water, paper, waste, business air travel and the upstream of electricity and fuels are calculated from our environmental data, the others estimated from activity data with DESNZ 2025 factors or the tenants’ own metered data.',
    ...ACME_SCOPE3,
    transitionAmount: '48000000',
    transitionPercent: '12',
    physicalAmount: '85000000',
    physicalPercent: '21',
    opportunityAmount: '30000000',
    opportunityPercent: '7.5',
    capitalDeployed: '1600000',
    capitalDescription: 'LED retrofit of the head office and flood barriers and pumps at the Kwun Tong warehouse.',
    carbonPriceUsed: 'no',
    remunerationPercent: '10',
    remunerationDescription:
      'Executive management are our two executive directors. Part of their annual bonus depends on meeting the year’s Scope 1 and 2 milestone; that part was ten per cent of their remuneration recognised in the year.',
    targets: [
      {
        metric: 'scope1And2',
        description: 'Scope 1 and 2 emissions of all operations in the reporting boundary',
        basis: 'absolute',
        baseYear: '2024',
        targetYear: '2030',
        targetValue: '185',
        grossNet: 'gross',
        offsets: 'None: the target is to be met without carbon credits.',
        milestones:
          '10% below the 2024 baseline by 2026, 25% by 2028 and 35% by 2030; progress reviewed by the ESG Committee every six months.',
      },
    ],
    // The milestones above in tCO2e, 10 % and 25 % below the 2024 baseline (ADR 0110).
    targetMilestones: [
      { target: '1', year: '2026', value: '256' },
      { target: '1', year: '2028', value: '213' },
    ],
    ...answered(['scope3', 'transitionRisk', 'physicalRisk', 'opportunity', 'capital', 'remuneration', 'targets']),
    carbonPriceDisclosure: 'explained',
    carbonPriceDisclosureReason:
      'The Group does not yet use an internal carbon price; the ESG Committee will consider one when the chiller replacement is budgeted in 2026.',
    industryDisclosure: 'explained',
    industryDisclosureReason:
      'We are reviewing the SASB Real Estate metrics and will report those relevant to our portfolio from 2026.',
  },
};

/** Targets and steps beside the A1–A3 figures, in the environmental pages' own fields. */
export const ENVIRONMENTAL_PAGES = {
  electricities: {
    energyTargets:
      'We aim to reduce electricity use per square metre of floor area by 15% by 2030 from 2024. In 2025 we replaced 1,200 fluorescent tubes at the head office with LED panels and added occupancy sensors in meeting rooms and corridors.',
    emissionTargets:
      'Our Scope 1 and 2 target is a 35% reduction from 2024 by 2030. Lower electricity use is the main lever; we also buy from the power company whose emission factor is lower wherever we have the choice.',
  },
  fuels: {
    energyTargets:
      'We aim to phase out town gas cooking at the shop pantry by 2027 and to test the standby generator monthly for no more than 30 minutes.',
    emissionTargets:
      'The standby generator uses ultra-low-sulphur diesel, and its testing schedule was reviewed in 2025 to cut running hours by a quarter.',
  },
  vehicles: {
    emissionTargets:
      'Our diesel van will be replaced by an electric van in 2026. Drivers are trained in fuel-efficient driving, and routes are planned to avoid empty return journeys.',
  },
  refrigerants: {
    emissionTargets:
      'Air-conditioners are serviced twice a year by a registered contractor who records each top-up, and leaks are repaired before refilling. New units bought from 2025 use refrigerants with a lower global warming potential.',
  },
  business_travel: {
    emissionTargets:
      'Flights need a manager’s approval and video conferencing is the default for meetings with our Mainland and Singapore partners; we aim to keep business travel emissions below the 2024 level.',
  },
  waste_generation: {
    wasteTargets:
      'We aim to recycle 40% of the warehouse’s waste by 2027. In 2025 we added separate collection of cardboard and plastics, and fluorescent tubes are collected by a licensed chemical waste collector under the Waste Disposal (Chemical Waste) (General) Regulation.',
  },
  packaging_material: {
    packagingSteps:
      'Cartons are reused for internal transfers, and all new cartons bought for the warehouse contain at least 70% recycled fibre. We are testing reusable crates with our two largest logistics customers.',
  },
  paper: {
    paperSteps:
      'Double-sided printing is the default on every printer, approvals and payslips are electronic, and all copy paper we buy is FSC-certified. We aim to reduce paper bought per employee by 10% by 2027 from 2025.',
  },
  energyIntensity: {
    energyTargets:
      'We track energy intensity per square metre and per employee monthly at each site, and the site with the largest increase reviews its operating hours with the facilities team.',
  },
  trees: {
    treeProgramme:
      'We planted 30 native Bauhinia trees at the head office podium garden in April 2025 with our staff volunteers, beside the 30 we planted there in April 2024; all 60 are maintained under a three-year care contract.',
  },
  other_materials: {
    materialSteps:
      'Cleaning chemicals are bought in concentrated form and dispensed by dosing systems, and office furniture is refurbished and reused before new furniture is bought.',
  },
  water: {
    sourcingIssues:
      'All our water is from the municipal supply and we had no issue in sourcing water fit for purpose. We aim to reduce water use per employee by 5% by 2027 through sensor taps and dual-flush cisterns, installed at the head office in 2025.',
  },
};
