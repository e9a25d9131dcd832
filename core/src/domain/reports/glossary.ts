import type { Language } from '../../schemas/common';

/**
 * The glossary of the appendix: terms the report uses, in each language; its formulas with their subscripts, tCO₂e in
 * the one form the edition's tables and sentences print (ADR 0075).
 */
export const GLOSSARY: Record<Language, readonly [string, string][]> = {
  en: [
    ['GHG', 'Greenhouse gas: CO₂, CH₄, N₂O, HFCs, PFCs, SF₆ and NF₃, expressed as tonnes of CO₂ equivalent (tCO₂e).'],
    ['Scope 1', 'Direct emissions from sources the company owns or controls.'],
    ['Scope 2', 'Indirect emissions from purchased electricity, heat or steam.'],
    ['Scope 3', 'Other indirect emissions in the value chain, such as business travel and paper.'],
    ['GWP', 'Global warming potential: the warming effect of a gas relative to CO₂.'],
    ['Proxy factor', 'A factor of an earlier year used because none was published for the reporting year.'],
    ['Comply or explain', 'A provision the company either reports on or explains why it does not.'],
  ],
  hk: [
    [
      '溫室氣體',
      '二氧化碳、甲烷、氧化亞氮、氫氟碳化物、全氟碳化物、六氟化硫及三氟化氮，以二氧化碳當量噸（tCO₂e）表示。',
    ],
    ['範圍1', '來自公司擁有或控制的排放源的直接排放。'],
    ['範圍2', '來自購買的電力、熱力或蒸汽的間接排放。'],
    ['範圍3', '價值鏈中的其他間接排放，例如商務差旅及紙張。'],
    ['全球暖化潛能值', '某種氣體相對於二氧化碳的暖化效應。'],
    ['替代因子', '報告年度未有公佈因子時所採用的較早年度因子。'],
    ['不遵守就解釋', '公司須就該條文作出匯報，或解釋不作匯報的原因。'],
  ],
  cn: [
    [
      '温室气体',
      '二氧化碳、甲烷、氧化亚氮、氢氟碳化物、全氟碳化物、六氟化硫及三氟化氮，以二氧化碳当量吨（tCO₂e）表示。',
    ],
    ['范围1', '来自公司拥有或控制的排放源的直接排放。'],
    ['范围2', '来自购买的电力、热力或蒸汽的间接排放。'],
    ['范围3', '价值链中的其他间接排放，例如商务差旅及纸张。'],
    ['全球变暖潜能值', '某种气体相对于二氧化碳的变暖效应。'],
    ['替代因子', '报告年度未有公布因子时所采用的较早年度因子。'],
    ['不遵守就解释', '公司须就该条文作出汇报，或解释不作汇报的原因。'],
  ],
};
