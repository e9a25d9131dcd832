/**
 * Acme FY2025's Social pages (B1–B8) and the Miscellaneous lists: a workforce of about 120 that
 * adds up in every breakdown, its training, safety record, suppliers, service and community work.
 * `regions` is filled by ../seedYear.ts with the year's location names.
 */
export type Figures = [begin: string, end: string, hires: string, leavers: string];

const WORKFORCE: Record<string, Figures> = {
  Total: ['118', '124', '26', '20'],
  Male: ['64', '66', '13', '11'],
  Female: ['54', '58', '13', '9'],
  FullTime: ['104', '110', '20', '14'],
  PartTime: ['8', '8', '4', '4'],
  Contract: ['6', '6', '2', '2'],
  Under30: ['22', '25', '12', '9'],
  Age30to50: ['68', '71', '11', '8'],
  Over50: ['28', '28', '3', '3'],
  SeniorManagement: ['9', '9', '1', '1'],
  MiddleManagement: ['27', '28', '4', '3'],
  GeneralStaff: ['82', '87', '21', '16'],
};

/** By location (head office, shop, warehouse): the same totals. */
export const WORKFORCE_BY_SITE: Record<'hq' | 'shop' | 'warehouse', Figures> = {
  hq: ['84', '86', '14', '12'],
  shop: ['14', '16', '6', '4'],
  warehouse: ['20', '22', '6', '4'],
};

const MEASURES = ['begin', 'end', 'hires', 'leavers'] as const;

/** The Employment page's answers for a year's figures: `beginTotal`, `endMale`, … */
export const workforceAnswers = (table: Record<string, Figures>) =>
  Object.fromEntries(
    Object.entries(table).flatMap(([group, figures]) => MEASURES.map((m, i) => [`${m}${group}`, figures[i]])),
  );
const workforce = workforceAnswers(WORKFORCE);

/** [employees at year end, trainees, training hours] per group. */
const TRAINING: Record<string, [string, string, string]> = {
  Total: ['124', '118', '2480'],
  Male: ['66', '62', '1290'],
  Female: ['58', '56', '1190'],
  SeniorManagement: ['9', '9', '180'],
  MiddleManagement: ['28', '28', '640'],
  GeneralStaff: ['87', '81', '1660'],
};

const training = Object.fromEntries(
  Object.entries(TRAINING).flatMap(([g, [employees, trainees, hours]]) => [
    [`employees${g}`, employees],
    [`trainees${g}`, trainees],
    [`trainingHours${g}`, hours],
  ]),
);

/** Every provision of a page disclosed ('answered'), or explained / not applicable with the reason given. */
export const comply = (ids: readonly string[], explained: Record<string, [string, string]> = {}) =>
  Object.fromEntries(
    // An explained provision is answered too, listed in `ids` or not.
    [...new Set([...ids, ...Object.keys(explained)])].flatMap((id) => {
      const e = explained[id];
      return e
        ? [
            [`${id}Disclosure`, e[0]],
            [`${id}DisclosureReason`, e[1]],
          ]
        : [[`${id}Disclosure`, 'answered']];
    }),
  );

export const SOCIAL_PAGES = {
  employment: { ...workforce, ...comply(['b1_gd', 'b1_1', 'b1_2']) },
  health_safety: {
    fatalities: '0',
    earlierYears: [
      { yearEnd: '2022-12-31', fatalities: '0', workforce: '109' },
      { yearEnd: '2023-12-31', fatalities: '0', workforce: '112' },
    ],
    lostDays: '36',
    measures:
      'Every new joiner completes a half-day safety induction, and warehouse staff are trained in manual handling, forklift operation and working at height before starting work. Our safety officers inspect each site quarterly, and near misses are reported through a mobile form and reviewed at the monthly operations meeting. In 2025 we installed anti-slip flooring in the warehouse loading bay and introduced heat-stress breaks for outdoor work under the Labour Department’s Heat Stress at Work warning.',
    ...comply(['b2_gd', 'b2_1', 'b2_2', 'b2_3']),
  },
  development_training: { ...training, ...comply(['b3_gd', 'b3_1', 'b3_2']) },
  labour_standards: {
    reviewMeasures:
      'Human Resources checks the identity document and age of every candidate before an offer is made, and our employment contracts state working hours, rest days and overtime compensation. Our internal audit team reviews a sample of personnel files and timesheets each year, and our Supplier Code of Conduct requires cleaning, security and logistics contractors to confirm the same checks.',
    eliminationSteps:
      'Should child or forced labour be discovered, the employment or contract concerned would be ended immediately, the person’s welfare and outstanding wages secured, the cause investigated and the case reported to the ESG Committee. No such case was found in 2025.',
    ...comply(['b4_gd', 'b4_1', 'b4_2']),
  },
  supply_chain: {
    suppliersByRegion: [
      { region: 'Hong Kong', suppliers: '186' },
      { region: 'Mainland China', suppliers: '42' },
      { region: 'Asia Pacific (other)', suppliers: '11' },
      { region: 'Europe', suppliers: '5' },
    ],
    engagementPractices:
      'New suppliers with expected spending above HKD 500,000 a year complete a pre-qualification questionnaire on safety, labour, environmental and anti-corruption practices before appointment. Our key building-services, cleaning and logistics contractors are assessed annually against the Supplier Code of Conduct, with site visits for those rated medium or high risk.',
    suppliersEngaged: '128',
    riskIdentification:
      'Procurement rates each supplier’s environmental and social risk by the nature of its work, its location and its safety record. High-risk suppliers, such as renovation and cleaning contractors, are visited and must submit corrective action plans for any findings; three corrective action plans were agreed and closed in 2025.',
    greenProcurement:
      'Our Green Procurement Guidelines favour products with recognised eco-labels, such as Grade 1 energy labels, FSC-certified paper and low-VOC paints. In 2025 all copy paper bought for the head office was FSC-certified and all lighting bought for refurbishments was LED.',
    ...comply(['b5_gd', 'b5_1', 'b5_2', 'b5_3', 'b5_4']),
  },
  product: {
    complaintsReceived: '23',
    complaintsHandling:
      'Tenant and customer complaints are logged by the property management team, acknowledged within one working day and answered within five. All 23 complaints received in 2025, mostly about air-conditioning and lift maintenance, were resolved, and the trends are reviewed monthly by the Head of Property Management.',
    intellectualProperty:
      'We protect our trade marks and the Acme name through registration in Hong Kong and Mainland China, use only licensed software, and require designers and agencies to confirm that materials supplied to us do not infringe the rights of others.',
    qualityAssurance:
      'Our properties are maintained under a planned maintenance programme certified to ISO 9001, with monthly inspections of lifts, fire services and air-conditioning by registered contractors. As a property and logistics group we do not manufacture products, so a product recall procedure does not apply.',
    consumerDataProtection:
      'Personal data of tenants, customers and visitors is collected only for stated purposes, held on access-controlled systems and kept no longer than needed, as set out in our Privacy Policy Statement. All staff handling personal data completed privacy training in 2025, and no substantiated complaint about a breach of customer privacy was received.',
    ...comply(['b6_gd', 'b6_1', 'b6_2', 'b6_3', 'b6_4', 'b6_5'], {
      b6_1: [
        'notApplicable',
        'The Group leases and manages properties and provides warehousing services; it does not sell or ship products that could be recalled for safety and health reasons.',
      ],
    }),
  },
  anti_corruption: {
    anyCorruptionCase: { answer: 0 },
    antiCorruptionPolicy:
      'Our Anti-Corruption and Whistle-blowing Policy, which every employee acknowledges on joining and each year after, prohibits bribery, extortion, fraud and money laundering. Gifts and hospitality above HKD 500 are recorded in a register reviewed by the Company Secretary, and conflicts of interest are declared annually.',
    whistleBlowing:
      'Employees, suppliers and tenants can raise concerns in confidence, and anonymously if they wish, by e-mail or letter to the Audit Committee chair. Reports are investigated independently of the business unit concerned and whistle-blowers are protected from retaliation. Two reports were received in 2025; both were investigated and neither was substantiated.',
    staffTraining: {
      answer: 1,
      details: { trainingHours: '186', participants: '124', audiences: ['directors', 'management', 'staff'] },
    },
    ...comply(['b7_gd', 'b7_1', 'b7_2', 'b7_3']),
  },
  community_investment: {
    communityPolicy:
      'We focus our community investment on the districts around our head office, shop and warehouse. Each year the ESG Committee meets our NGO partners to understand local needs, agrees a budget for donations and volunteering, and reviews what the previous year’s programmes achieved.',
    focusAreas: ['education', 'environment', 'health'],
    // Given apart from the activities below: the page adds both up for B8.2 (core/src/pages/social/communityInvestment.ts).
    anyContribution: { answer: 1, details: { donations: '50000', volunteerHours: '60' } },
    anyCharitableActivity: {
      answer: 1,
      details: {
        activities: [
          {
            activity: 'Homework club for primary pupils in Kwun Tong',
            channel: 'ngoPartner',
            focusArea: 'education',
            heldOn: '2025-03-08',
            hours: '240',
            money: '120000',
          },
          {
            activity: 'Coastal clean-up at Shek O',
            channel: 'staffVolunteering',
            focusArea: 'environment',
            heldOn: '2025-06-14',
            hours: '180',
            money: '30000',
          },
          {
            activity: 'Health checks and home visits for elderly residents in Wan Chai',
            channel: 'ngoPartner',
            focusArea: 'health',
            heldOn: '2025-10-18',
            hours: '200',
            money: '200000',
          },
        ],
        venues: [
          { address: 'Tsui Ping Estate Community Hall, Kwun Tong', city: 'Hong Kong', country: 'Hong Kong' },
          { address: 'Shek O Beach', city: 'Hong Kong', country: 'Hong Kong' },
          { address: 'Wan Chai District Elderly Community Centre', city: 'Hong Kong', country: 'Hong Kong' },
        ],
      },
    },
    ...comply(['b8_gd', 'b8_1', 'b8_2']),
  },
  prof_quali: {
    qualifications: [
      {
        sequence: '1',
        qualification: 'ISO 14001:2015 Environmental Management System',
        issuer: 'HKQAA',
        validUntil: '2027-06-30',
      },
    ],
  },
  corp_awards: {
    awards: [
      {
        sequence: '1',
        award: '15 Years Plus Caring Company Logo',
        awardedBy: 'The Hong Kong Council of Social Service',
        awardedOn: '2025-03-28',
      },
    ],
  },
};
