/**
 * Acme FY2025's table cells in Traditional Chinese (docs/decisions/0121): each translatable column's cell beside
 * the English of ./governance.ts, ./social.ts and ./climate.ts, keyed by the cell's path (`table.row.column`). The
 * locations' names are the boundary's own (../seedResources.ts). Figures, years and percentages as the English
 * prints them, so the publication pack's parity check reads the same items (ADR 0099).
 */
const rows = (table: string, cells: Record<string, string>[]) =>
  Object.fromEntries(
    cells.flatMap((row, i) => Object.entries(row).map(([column, hk]) => [`${table}.${i}.${column}`, hk])),
  );

export const CHINESE_ROWS: Record<string, Record<string, string>> = {
  board_committee: rows('members', [
    { positionTitle: '獨立非執行董事、環境、社會及管治委員會主席' },
    { positionTitle: '主席兼執行董事' },
    { positionTitle: '財務總監兼執行董事' },
    { positionTitle: '獨立非執行董事' },
    { positionTitle: '可持續發展主管' },
  ]),
  risk_management: {
    // A text under a Yes (ADR 0096), beside the register's cells.
    'internalControlReview.details.reviewFindings':
      '董事會透過審核委員會，於二零二五年十一月檢討環境、社會及管治風險管理及內部監控系統的成效，認為系統足夠及有效，並要求商店及倉庫每月收集的公用事業數據在輸入前由另一人覆核。',
    ...rows('risks', [
      {
        risk: '極端天氣損毀物業及中斷倉庫運作',
        mitigation: '各工作地點均設有颱風及暴雨應變計劃，觀塘倉庫設有防洪閘，並每年檢討保險保障範圍。',
      },
      {
        risk: '更嚴格的建築物能源及碳排放規管令營運成本上升',
        mitigation:
          '趕在《建築物能源效益條例》的審核周期前進行能源審核，推行LED照明及冷水機組升級計劃，並訂立範圍1及範圍2減排目標。',
      },
      {
        risk: '倉庫及屋宇設備工作中的工傷',
        mitigation: '入職及複修安全培訓、每季巡查、險生意外呈報及承辦商安全檢查。',
      },
      {
        risk: '租戶及客戶個人資料外洩',
        mitigation: '存取控制、每年私隱培訓、加密手提電腦，以及每年測試的資料外洩應變計劃。',
      },
    ]),
  },
  stakeholder: rows('groups', [
    { concerns: '工作場所安全、公平薪酬及事業發展。' },
    { concerns: '大廈的舒適度及安全、服務質素及資料私隱。' },
    { concerns: '物業組合的氣候抗禦力、企業管治及長期回報。' },
    { concerns: '公平採購、準時付款及工地安全。' },
    { concerns: '各工作地點附近的噪音及交通，以及對長者居民的支援。' },
  ]),
  climate_risks: rows('register', [
    {
      description: '颱風及黑色暴雨',
      effects: '觀塘倉庫上落貨區水浸及外牆損毀，令送貨中斷，並增加維修及保險費用。',
      response: '2025年已在倉庫安裝防洪閘及水泵；各工作地點每年風季前進行颱風應變演習。',
      financialQualitative: '2025年超強颱風韋帕過後的維修費用，以及預計由2026年起上升的物業保險保費。',
    },
    {
      description: '平均氣溫上升',
      effects: '製冷季節延長，令總辦事處及商店的用電量及戶外員工的熱壓力增加。',
      response: '2027年更換總辦事處的冷水機組，並為戶外員工安排暑熱工作間歇。',
      financialQualitative: '如不採取節能措施，到2035年電費每年將上升約5%。',
    },
    {
      description: '更嚴格的建築物能源及碳排放規管',
      effects: '強制能源審核及可能實施的碳定價，將增加營運及翻新成本。',
      response: '趕在法定周期前進行能源審核，並推行已編列預算至2028年的LED照明及冷水機組升級計劃。',
      financialQualitative: '原定於2030年代進行的屋宇設備升級資本開支提前進行。',
    },
    {
      description: '對節能及獲綠色認證樓面的需求',
      effects: '租戶越來越傾向選擇營運成本較低、獲綠建環評認證的樓面。',
      response: '總辦事處於2027年前取得綠建環評認證，並在新租約中加入綠色租約條款。',
      financialQualitative: '獲認證的樓面預計可提高出租率及租金溢價。',
    },
  ]),
  climate_resilience: rows('scenarios', [
    {
      results:
        '以現時的範圍1及範圍2排放量計算，到2030年每噸140美元的碳價會令我們的營運成本每年增加約港幣330,000元，而加快電氣化亦會增加翻新開支。',
      implications: '我們已把冷水機組的更換提前至2027年，並訂立2026年及2028年的中期目標，以減低所受影響。',
    },
    {
      results: '更頻繁的極端降雨，以及到2100年約0.6米的海平面上升，將令倉庫地下每年多次面對水浸風險。',
      implications: '我們正評估把倉庫的重要設備升高，並會在續租時考慮該地點的水浸風險。',
    },
  ]),
  supply_chain: rows('suppliersByRegion', [
    { region: '香港' },
    { region: '中國內地' },
    { region: '亞太區（其他）' },
    { region: '歐洲' },
  ]),
  // The charitable activities, a table under the Yes (ADR 0136).
  community_investment: {
    ...rows('anyCharitableActivity.details.activities', [
      { activity: '觀塘區小學生功課輔導班' },
      { activity: '石澳海岸清潔活動' },
      { activity: '灣仔區長者健康檢查及家訪' },
    ]),
    // The venues, an address list under the same Yes: each part typed in both languages (ADR 0121).
    ...rows('anyCharitableActivity.details.venues', [
      { address: '觀塘翠屏邨社區會堂', city: '香港', country: '香港' },
      { address: '石澳泳灘', city: '香港', country: '香港' },
      { address: '灣仔區長者社區中心', city: '香港', country: '香港' },
    ]),
  },
  prof_quali: rows('qualifications', [{ qualification: 'ISO 14001:2015 環境管理體系' }]),
  corp_awards: rows('awards', [{ award: '15年Plus「商界展關懷」標誌', awardedBy: '香港社會服務聯會' }]),
  climate_metrics: {
    // The Scope 3 screening's reasons, at each category's row (category n is row n − 1: ./scope3.ts).
    'scope3Screening.7.reason': '本集團唯一租用的地點觀塘倉庫由本集團營運控制，其排放已計入範圍1及範圍2。',
    'scope3Screening.8.reason': '下游貨物運輸由我們的物流客戶安排及支付，不在我們的控制範圍內。',
    'scope3Screening.9.reason': '本集團不出售中間產品。',
    'scope3Screening.10.reason': '本集團不出售在使用過程中耗能的產品。',
    'scope3Screening.11.reason': '本集團不出售需作報廢處理的產品。',
    'scope3Screening.13.reason': '本集團沒有特許經營業務。',
    'scope3Screening.14.reason': '本集團除綜合附屬公司外並無持有其他投資。',
    'scope3Other.0.methodNote':
      '總辦事處大樓出租樓層租戶的獨立電錶用電量：根據租戶在綠色租約計劃下分擔的港燈電費單，2025 年用電 948,000 kWh，乘以港燈 2023 年的排放因子 0.71 kgCO2e/kWh。',
    ...rows('targets', [
      {
        description: '匯報範圍內所有業務的範圍1及範圍2排放',
        offsets: '無：目標將在不使用碳信用的情況下達成。',
        milestones: '2026年較2024年基準低10%，2028年低25%，2030年低35%；環境、社會及管治委員會每六個月檢討進度。',
      },
    ]),
  },
};
