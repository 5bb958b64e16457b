// Words of the demo: energy-industry purchases and the plants that make them.
export const TOPICS: { zh: string; en: string }[] = [
  { zh: '电厂备品备件', en: 'Power plant spare parts' },
  { zh: '锅炉受热面管材', en: 'Boiler heating-surface tubes' },
  { zh: '石灰石脱硫剂', en: 'Limestone desulfurisation agent' },
  { zh: '风电机组齿轮箱维修', en: 'Wind turbine gearbox maintenance' },
  { zh: '单晶硅光伏组件', en: 'Monocrystalline photovoltaic modules' },
  { zh: 'LNG低温阀门', en: 'LNG cryogenic valves' },
  { zh: '变压器绝缘油', en: 'Transformer insulating oil' },
  { zh: '输煤皮带', en: 'Coal conveyor belts' },
  { zh: '汽轮机动叶片', en: 'Steam turbine moving blades' },
  { zh: 'SCR脱硝催化剂', en: 'SCR denitrification catalyst' },
  { zh: '高压电力电缆', en: 'High-voltage power cables' },
  { zh: '给水泵大修服务', en: 'Feedwater pump overhaul service' },
];

export const PLANTS: { zh: string; en: string }[] = [
  { zh: '华能上海石洞口第二电厂', en: 'Huaneng Shidongkou No.2 Power Plant' },
  { zh: '华能南通电厂', en: 'Huaneng Nantong Power Plant' },
  { zh: '华能玉环电厂', en: 'Huaneng Yuhuan Power Plant' },
  { zh: '华能如东海上风电场', en: 'Huaneng Rudong Offshore Wind Farm' },
  { zh: '华能格尔木光伏电站', en: 'Huaneng Golmud PV Station' },
  { zh: '华能桐乡燃机电厂', en: 'Huaneng Tongxiang Gas Turbine Plant' },
  { zh: '华能岳阳电厂', en: 'Huaneng Yueyang Power Plant' },
  { zh: '华能大连电厂', en: 'Huaneng Dalian Power Plant' },
];

/** One entry per home tab: what kind of notice it holds. */
export const HOME_TABS: { tab: string; area: 'bidding' | 'nonbidding'; infoType: string; status: string; zh: string; en: string }[] = [
  { tab: 'bidding', area: 'bidding', infoType: 'BID_NOTICE', status: 'BID_NOTICE', zh: '招标公告', en: 'Tender Notice' },
  { tab: 'change', area: 'bidding', infoType: 'BID_NOTICE', status: 'BID_CHANGE', zh: '变更公告', en: 'Amendment Notice' },
  { tab: 'winning', area: 'bidding', infoType: 'BID_COMPLETE', status: 'BID_COMPLETE', zh: '中标结果公告', en: 'Award Notice' },
  { tab: 'termination', area: 'bidding', infoType: 'BID_TERMINATION', status: 'BID_TERMINATION', zh: '终止公告', en: 'Termination Notice' },
  { tab: 'inquiry', area: 'nonbidding', infoType: 'SOU_PREVIEW', status: 'SOU_NOTICE', zh: '询价公告', en: 'Request for Quotation' },
  { tab: 'inquiryChange', area: 'nonbidding', infoType: 'SOU_PREVIEW', status: 'SOU_CHANGE', zh: '询价变更公告', en: 'RFQ Amendment' },
  { tab: 'result', area: 'nonbidding', infoType: 'SOU_COMPLETE', status: 'SOU_COMPLETE', zh: '询价结果公告', en: 'RFQ Result' },
  { tab: 'sale', area: 'nonbidding', infoType: 'SOU_PREVIEW', status: 'SALE_NOTICE', zh: '出售公告', en: 'Sale Notice' },
  { tab: 'saleResult', area: 'nonbidding', infoType: 'SOU_COMPLETE', status: 'SALE_COMPLETE', zh: '出售结果公告', en: 'Sale Result' },
];

export const ARTICLES: { tab: 'NEWS' | 'HELP' | 'ANNOUNCE'; zh: string; en: string | null; body: string }[] = [
  { tab: 'NEWS', zh: '集团电子采购平台全面上线', en: 'Group e-procurement platform goes live', body: '<p>集团电子采购平台已于本月全面上线，覆盖招标、询价与出售业务。</p>' },
  { tab: 'NEWS', zh: '海上风电运维集中采购顺利完成', en: 'Offshore wind O&M framework procurement completed', body: '<p>本次集中采购覆盖如东、盐城等六个海上风电场的运维服务。</p>' },
  { tab: 'NEWS', zh: '光伏组件供应商质量评价结果发布', en: 'PV module supplier quality review published', body: '<p>根据年度评价，共有二十三家供应商评为优秀。</p>' },
  { tab: 'NEWS', zh: '燃煤电厂节能改造物资保障会议召开', en: 'Materials meeting for coal plant efficiency retrofits', body: '<p>会议部署了冬季保供期间的物资供应工作。</p>' },
  { tab: 'NEWS', zh: '绿色供应链倡议发布', en: 'Green supply chain initiative announced', body: '<p>平台鼓励供应商提供碳足迹数据。</p>' },
  { tab: 'NEWS', zh: '供应商大会在北京举行', en: null, body: '<p>来自全国的三百余家供应商代表参加了大会。</p>' },
  { tab: 'HELP', zh: '供应商注册操作指南', en: 'Supplier registration guide', body: '<ol><li>点击“注册”</li><li>填写企业信息</li><li>上传营业执照</li><li>等待审核</li></ol>' },
  { tab: 'HELP', zh: '如何参与询价报价', en: 'How to quote on a request for quotation', body: '<p>登录后在“询价公告”中选择项目，点击“报价”填写单价与交货期。</p>' },
  { tab: 'HELP', zh: 'CA证书办理与绑定说明', en: 'Obtaining and binding a CA certificate', body: '<p>CA证书用于投标文件加密与电子签章。</p>' },
  { tab: 'HELP', zh: '忘记密码怎么办', en: 'Forgot your password?', body: '<p>在登录页点击“忘记密码”，通过注册手机号找回。</p>' },
  { tab: 'HELP', zh: '浏览器兼容性说明', en: 'Supported browsers', body: '<p>推荐使用最新版 Chrome、Edge 或 Firefox。</p>' },
  { tab: 'HELP', zh: '投标文件上传常见问题', en: 'Bid file upload FAQ', body: '<p>单个文件不超过200MB，支持 PDF、ZIP 格式。</p>' },
  { tab: 'ANNOUNCE', zh: '关于平台系统升级维护的公告', en: 'Scheduled maintenance notice', body: '<p>平台将于本周六 22:00 至次日 06:00 进行升级维护。</p>' },
  { tab: 'ANNOUNCE', zh: '关于规范供应商信息变更的通知', en: 'Rules for supplier data changes', body: '<p>供应商信息变更需上传加盖公章的证明材料。</p>' },
  { tab: 'ANNOUNCE', zh: '关于启用新版CA证书的公告', en: 'New CA certificates in use', body: '<p>旧版证书将于年底停止使用。</p>' },
  { tab: 'ANNOUNCE', zh: '关于年度供应商评价工作的通知', en: 'Annual supplier evaluation', body: '<p>请各供应商于月底前完成自评。</p>' },
  { tab: 'ANNOUNCE', zh: '关于防范冒用平台名义诈骗的声明', en: 'Warning about fraud in the platform\'s name', body: '<p>平台不会以任何名义向供应商收取额外费用。</p>' },
  { tab: 'ANNOUNCE', zh: '关于春节期间业务安排的公告', en: null, body: '<p>春节期间平台正常开放，客服值班时间另行通知。</p>' },
];
