/**
 * Acme FY2025's Scope 3 screening (ADR 0109): a Hong Kong property and logistics group of about 120 people
 * with a head office, a shop and a warehouse. Categories 1 (with water and paper), 3, 5 and 6 are also
 * computed from the environmental rows; the rest is what the company entered or why it screened a category out.
 */
const screen = (category: string, relevance: 'relevant' | 'notRelevant', more: Record<string, string>) => ({
  category,
  relevance,
  ...more,
});
const average = { method: 'average', tier: '2' };

export const ACME_SCOPE3 = {
  scope3Screening: [
    screen('1', 'relevant', average),
    screen('2', 'relevant', average),
    screen('3', 'relevant', average),
    screen('4', 'relevant', average),
    screen('5', 'relevant', average),
    screen('6', 'relevant', average),
    screen('7', 'relevant', average),
    screen('8', 'notRelevant', {
      reason:
        'The Group’s one leased site, the Kwun Tong warehouse, is under its operational control: its emissions are in Scope 1 and 2.',
    }),
    screen('9', 'notRelevant', {
      reason: 'Downstream transport of goods is arranged and paid for by our logistics customers, outside our control.',
    }),
    screen('10', 'notRelevant', { reason: 'The Group does not sell intermediate products.' }),
    screen('11', 'notRelevant', { reason: 'The Group does not sell products that consume energy in use.' }),
    screen('12', 'notRelevant', { reason: 'The Group does not sell products that reach end-of-life treatment.' }),
    screen('13', 'relevant', { method: 'supplier', tier: '1' }),
    screen('14', 'notRelevant', { reason: 'The Group has no franchises.' }),
    screen('15', 'notRelevant', { reason: 'The Group holds no investments outside its consolidated subsidiaries.' }),
  ],
  scope3Purchases: [
    { category: '1', item: 'Fit-out of the shop: concrete', basis: 'mass', material: 'concrete', tonnes: '18' },
    {
      category: '1',
      item: 'Fit-out of the shop: steel and aluminium',
      basis: 'mass',
      material: 'metals',
      tonnes: '2.5',
    },
    { category: '1', item: 'Laptops and monitors', basis: 'mass', material: 'electrical-it', tonnes: '0.6' },
    { category: '2', item: 'Chillers for the head office', basis: 'mass', material: 'metals', tonnes: '6.2' },
    { category: '2', item: 'LED fittings', basis: 'mass', material: 'electrical-large', tonnes: '1.4' },
  ],
  scope3Freight: [
    { category: '4', mode: 'sea', tonnes: '240', km: '2600' },
    { category: '4', mode: 'hgv', tonnes: '240', km: '30' },
  ],
  commutingHeadcount: '120',
  scope3Commuting: [
    { mode: 'metro', basis: 'survey', sharePercent: '55', kmPerDay: '22', days: '230' },
    { mode: 'bus', basis: 'survey', sharePercent: '25', kmPerDay: '18', days: '230' },
    { mode: 'ferry', basis: 'survey', sharePercent: '5', kmPerDay: '16', days: '230' },
    { mode: 'car', basis: 'survey', sharePercent: '10', kmPerDay: '25', days: '230' },
  ],
  scope3Other: [
    {
      category: '13',
      tCO2e: '673.08',
      methodNote:
        'Tenants’ metered electricity in the let floors of the head office building, 948,000 kWh in 2025 from the HK Electric bills they share under our green lease programme, × HK Electric’s 2023 factor of 0.71 kgCO2e/kWh.',
    },
  ],
};
