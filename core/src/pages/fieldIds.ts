/**
 * Each data page's top-level field ids (space-separated), the ids an evidence file may name as its figure
 * (`{ kind: 'field', page, field }`, schemas/evidence.ts). A list light enough for the files group to check an
 * upload's target without the 34 page modules (ADR 0145), like the page index (ADR 0094): each page's module stays
 * what declares its fields, and fieldIds.test.ts holds this table equal to them, so a field added, renamed or
 * removed there fails until it is changed here too (the test prints the table to paste).
 */
export const FIELD_IDS: Readonly<Record<string, string>> = {
  company_information:
    'nameEn nameZh companyId languagePreference financialYearStartDate financialYearEndDate businessNature businessNatureOther esgFramework reportingCurrency feedbackContact',
  board_committee: 'committeeName establishedOn committeeMandate meetingsHeld members',
  risk_management: 'riskProcess internalControlReview risks',
  policies:
    'emissions useOfResources naturalResources climateChange employment healthSafety training labourStandards supplyChain productResponsibility antiCorruption communityInvestment a1_gdDisclosure a1_gdDisclosureReason a2_gdDisclosure a2_gdDisclosureReason a3_gdDisclosure a3_gdDisclosureReason a4_gdDisclosure a4_gdDisclosureReason a4_1Disclosure a4_1DisclosureReason',
  stakeholder: 'groups engagementProcess',
  reporting_boundaries: 'locations consolidationApproach boundaryNarrative boundaryChangeReason',
  board_statement: 'boardOversight managementApproach progressReview approvedOn',
  refrigerants: 'emissionTargets',
  electricities:
    'energyTargets emissionTargets a1_2Disclosure a1_2DisclosureReason a1_5Disclosure a1_5DisclosureReason a2_1Disclosure a2_1DisclosureReason a2_3Disclosure a2_3DisclosureReason',
  fuels: 'energyTargets emissionTargets a1_1Disclosure a1_1DisclosureReason',
  vehicles: 'emissionTargets',
  water:
    'consumption floorArea totalConsumption intensity sourcingIssues a2_2Disclosure a2_2DisclosureReason a2_4Disclosure a2_4DisclosureReason',
  packaging_material: 'packagingSteps a2_5Disclosure a2_5DisclosureReason',
  paper: 'paperSteps a3_1Disclosure a3_1DisclosureReason',
  energyIntensity: 'energyTargets',
  waste_generation:
    'wasteTargets a1_3Disclosure a1_3DisclosureReason a1_4Disclosure a1_4DisclosureReason a1_6Disclosure a1_6DisclosureReason',
  trees: 'treeProgramme',
  other_materials: 'materialSteps',
  business_travel: 'emissionTargets',
  climate_governance:
    'oversightBody responsibilities skills informedHow strategyConsideration targetOversight managementRole controls govDisclosure govDisclosureReason',
  climate_risks:
    'shortFrom shortTo mediumFrom mediumTo longFrom longTo register concentration planProgress risksDisclosure risksDisclosureReason businessModelDisclosure businessModelDisclosureReason transitionPlanDisclosure transitionPlanDisclosureReason financialEffectsDisclosure financialEffectsDisclosureReason',
  climate_resilience: 'scenarios resilienceAssessment resilienceDisclosure resilienceDisclosureReason',
  climate_risk_management:
    'identify assess prioritise monitor integration riskManagementDisclosure riskManagementDisclosureReason',
  climate_metrics:
    'ghgApproach scope3Explanations transitionAmount transitionPercent physicalAmount physicalPercent opportunityAmount opportunityPercent capitalDeployed capitalDescription carbonPriceUsed carbonPrice carbonPriceApplication remunerationPercent remunerationDescription industryMetrics targets targetMilestones baseYearRecalculationThreshold scope3Disclosure scope3DisclosureReason transitionRiskDisclosure transitionRiskDisclosureReason physicalRiskDisclosure physicalRiskDisclosureReason opportunityDisclosure opportunityDisclosureReason capitalDisclosure capitalDisclosureReason carbonPriceDisclosure carbonPriceDisclosureReason remunerationDisclosure remunerationDisclosureReason industryDisclosure industryDisclosureReason targetsDisclosure targetsDisclosureReason scope3Screening scope3Purchases scope3Rates scope3Freight commutingHeadcount scope3Commuting scope3Other',
  employment:
    'beginTotal endTotal hiresTotal leaversTotal beginMale endMale hiresMale leaversMale beginFemale endFemale hiresFemale leaversFemale beginFullTime endFullTime hiresFullTime leaversFullTime beginPartTime endPartTime hiresPartTime leaversPartTime beginContract endContract hiresContract leaversContract beginUnder30 endUnder30 hiresUnder30 leaversUnder30 beginAge30to50 endAge30to50 hiresAge30to50 leaversAge30to50 beginOver50 endOver50 hiresOver50 leaversOver50 beginSeniorManagement endSeniorManagement hiresSeniorManagement leaversSeniorManagement beginMiddleManagement endMiddleManagement hiresMiddleManagement leaversMiddleManagement beginGeneralStaff endGeneralStaff hiresGeneralStaff leaversGeneralStaff regions turnoverTotal turnoverMale turnoverFemale turnoverUnder30 turnoverAge30to50 turnoverOver50 b1_gdDisclosure b1_gdDisclosureReason b1_1Disclosure b1_1DisclosureReason b1_2Disclosure b1_2DisclosureReason',
  health_safety:
    'fatalities earlierYears lostDays measures b2_gdDisclosure b2_gdDisclosureReason b2_1Disclosure b2_1DisclosureReason b2_2Disclosure b2_2DisclosureReason b2_3Disclosure b2_3DisclosureReason',
  development_training:
    'employeesTotal traineesTotal trainingHoursTotal percentTrainedTotal averageHoursTotal employeesMale traineesMale trainingHoursMale percentTrainedMale averageHoursMale employeesFemale traineesFemale trainingHoursFemale percentTrainedFemale averageHoursFemale employeesSeniorManagement traineesSeniorManagement trainingHoursSeniorManagement percentTrainedSeniorManagement averageHoursSeniorManagement employeesMiddleManagement traineesMiddleManagement trainingHoursMiddleManagement percentTrainedMiddleManagement averageHoursMiddleManagement employeesGeneralStaff traineesGeneralStaff trainingHoursGeneralStaff percentTrainedGeneralStaff averageHoursGeneralStaff b3_gdDisclosure b3_gdDisclosureReason b3_1Disclosure b3_1DisclosureReason b3_2Disclosure b3_2DisclosureReason',
  labour_standards:
    'reviewMeasures eliminationSteps b4_gdDisclosure b4_gdDisclosureReason b4_1Disclosure b4_1DisclosureReason b4_2Disclosure b4_2DisclosureReason',
  supply_chain:
    'suppliersByRegion totalSuppliers engagementPractices suppliersEngaged riskIdentification greenProcurement b5_gdDisclosure b5_gdDisclosureReason b5_1Disclosure b5_1DisclosureReason b5_2Disclosure b5_2DisclosureReason b5_3Disclosure b5_3DisclosureReason b5_4Disclosure b5_4DisclosureReason',
  product:
    'productsSold productsRecalled percentRecalled complaintsReceived complaintsHandling intellectualProperty qualityAssurance consumerDataProtection b6_gdDisclosure b6_gdDisclosureReason b6_1Disclosure b6_1DisclosureReason b6_2Disclosure b6_2DisclosureReason b6_3Disclosure b6_3DisclosureReason b6_4Disclosure b6_4DisclosureReason b6_5Disclosure b6_5DisclosureReason',
  anti_corruption:
    'anyCorruptionCase antiCorruptionPolicy whistleBlowing staffTraining hoursPerParticipant b7_gdDisclosure b7_gdDisclosureReason b7_1Disclosure b7_1DisclosureReason b7_2Disclosure b7_2DisclosureReason b7_3Disclosure b7_3DisclosureReason',
  community_investment:
    'communityPolicy focusAreas anyContribution anyCharitableActivity totalMoney totalVolunteerHours b8_gdDisclosure b8_gdDisclosureReason b8_1Disclosure b8_1DisclosureReason b8_2Disclosure b8_2DisclosureReason',
  prof_quali: 'qualifications',
  corp_awards: 'awards',
};

/** Whether `field` is a top-level field of the data page `page`. */
export const isPageField = (page: string, field: string): boolean =>
  field !== '' && Object.hasOwn(FIELD_IDS, page) && FIELD_IDS[page]!.split(' ').includes(field);
