/**
 * The HKEX topics as browsable tags ("browsing of social and environmental tags", ADR 0032): each
 * tag filters the dashboard's cards to those on its topic and links to the page its data is entered on.
 */
export const TOPICS = {
  A1: '/environmental/fuels',
  A2: '/environmental/electricities',
  A3: '/environmental/other_materials',
  A4: '/climate/climate_risks',
  B1: '/social/employment',
  B2: '/social/health_safety',
  B3: '/social/development_training',
  B4: '/social/labour_standards',
  B5: '/social/supply_chain',
  B6: '/social/product',
  B7: '/social/anti_corruption',
  B8: '/social/community_investment',
  D: '/climate/climate_metrics',
} as const;
export type Topic = keyof typeof TOPICS;
export const TOPIC_IDS = Object.keys(TOPICS) as Topic[];

/** The dashboard's cards and the topics each shows. */
export const CARD_TOPICS = {
  ghg: ['A1', 'D'],
  locations: ['A1', 'A2'],
  byMonth: ['A1', 'D'],
  byYear: ['A1', 'D'],
  pathway: ['D'],
  energy: ['A2'],
  water: ['A2'],
  intensity: ['A1', 'A2'],
  workforce: ['B1'],
  turnover: ['B1'],
  training: ['B3'],
  injuries: ['B2'],
} as const satisfies Record<string, readonly Topic[]>;
export type CardId = keyof typeof CARD_TOPICS;

export const showsCard = (card: CardId, topic: Topic | null) =>
  topic === null || (CARD_TOPICS[card] as readonly Topic[]).includes(topic);
