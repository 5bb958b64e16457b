// The buyer's sourcing refusals (issue 14, operator side) in the three languages. A refusal keeps
// its key and is worded when answered, in the caller's content-lang (the CLI prints English).
import { moduleCatalogue, type Texts } from '../../platform/module-messages';

function build() {
  return {
    deadlinesOutOfOrder: {
      'zh-CN': '时间顺序有误：答疑截止时间不得晚于报价截止时间，报价截止时间不得晚于开标时间',
      'en-US': 'The times are out of order: the query deadline must not be later than the end time, and the end time not later than the opening time',
      'vi-VN': 'Thứ tự thời gian không đúng: hạn hỏi đáp không được muộn hơn thời hạn báo giá, thời hạn báo giá không được muộn hơn giờ mở thầu',
    },
    endTimeNotFuture: {
      'zh-CN': '报价截止时间必须晚于当前时间',
      'en-US': 'The end time must be in the future',
      'vi-VN': 'Thời hạn báo giá phải ở tương lai',
    },
    kindMismatch: {
      'zh-CN': '出售（CS）的报价类型须为 cs，询价（XJ）的报价类型须为 gc 或 wz',
      'en-US': 'A sale (CS) is quoted as cs, an inquiry (XJ) as gc or wz',
      'vi-VN': 'Bán (CS) phải có loại báo giá cs, hỏi giá (XJ) phải là gc hoặc wz',
    },
    packagesMixed: {
      'zh-CN': '标包须全部明细都填写或都不填写',
      'en-US': 'Either every line names a bid package or none does',
      'vi-VN': 'Hoặc mọi dòng đều có gói thầu, hoặc không dòng nào có',
    },
    quantityNotPositive: {
      'zh-CN': '第 {{lineNo}} 行：数量必须大于 0',
      'en-US': 'Line {{lineNo}}: the quantity must be greater than 0',
      'vi-VN': 'Dòng {{lineNo}}: số lượng phải lớn hơn 0',
    },
    invitationNeedsSuppliers: {
      'zh-CN': '邀请询价须至少邀请一家供应商',
      'en-US': 'An invitation-only source needs at least one invited supplier',
      'vi-VN': 'Nguồn chỉ dành cho nhà cung cấp được mời cần ít nhất một nhà cung cấp được mời',
    },
    unknownSupplier: {
      'zh-CN': '供应商 {{supplierId}} 不存在',
      'en-US': 'Supplier {{supplierId}} does not exist',
      'vi-VN': 'Nhà cung cấp {{supplierId}} không tồn tại',
    },
    arrivalDaysRequired: {
      'zh-CN': '到货要求为天数时须填写到货天数',
      'en-US': 'Arrival days are required when the arrival requirement is in days',
      'vi-VN': 'Cần nhập số ngày giao hàng khi yêu cầu giao hàng tính theo ngày',
    },
    bidsNotOpened: {
      'zh-CN': '该项目尚未开标',
      'en-US': 'The bids of this source have not been opened yet',
      'vi-VN': 'Nguồn này chưa mở thầu',
    },
    secondRoundNeedsOpening: {
      'zh-CN': '开标后才能发起第二轮报价',
      'en-US': 'The second round can start only after the bids are opened',
      'vi-VN': 'Chỉ có thể bắt đầu vòng hai sau khi mở thầu',
    },
    secondRoundStarted: {
      'zh-CN': '该项目已在第二轮报价',
      'en-US': 'The second round of this source has already started',
      'vi-VN': 'Vòng hai của nguồn này đã bắt đầu',
    },
    secondRoundTimes: {
      'zh-CN': '第二轮报价截止时间须晚于当前时间，且不得晚于开标时间',
      'en-US': 'The second-round deadline must be in the future and not later than its opening time',
      'vi-VN': 'Hạn báo giá vòng hai phải ở tương lai và không muộn hơn giờ mở thầu',
    },
    awardNeedsOpening: {
      'zh-CN': '开标后才能定标',
      'en-US': 'A source can be awarded only after its bids are opened',
      'vi-VN': 'Chỉ có thể trao thầu sau khi mở thầu',
    },
    alreadyAwarded: {
      'zh-CN': '该项目已定标',
      'en-US': 'This source has already been awarded',
      'vi-VN': 'Nguồn này đã được trao thầu',
    },
    notABidder: {
      'zh-CN': '供应商 {{supplierId}} 未在第 {{round}} 轮报价，不能中标',
      'en-US': 'Supplier {{supplierId}} sent no quotation in round {{round}} and cannot win',
      'vi-VN': 'Nhà cung cấp {{supplierId}} không gửi báo giá ở vòng {{round}} nên không thể trúng thầu',
    },
    clockNotMovable: {
      'zh-CN': '本门户的时钟不可调整（未设置 PORTAL_MOVABLE_CLOCK=1）',
      'en-US': 'The clock of this portal cannot be moved (PORTAL_MOVABLE_CLOCK=1 is not set)',
      'vi-VN': 'Không thể chỉnh đồng hồ của cổng này (chưa đặt PORTAL_MOVABLE_CLOCK=1)',
    },
    clockTooFar: {
      'zh-CN': '时钟与实际时间相差不得超过 {{years}} 年',
      'en-US': 'The clock may be moved at most {{years}} years from real time',
      'vi-VN': 'Đồng hồ chỉ được lệch tối đa {{years}} năm so với thời gian thực',
    },
  } satisfies Record<string, Texts>;
}

const catalogue = moduleCatalogue(build);
export const sourceAdminMessages = catalogue.texts;
export type SourceAdminMessageKey = keyof ReturnType<typeof build>;
export const sourceAdminMessage = catalogue.message;
/** A refusal that is worded when answered, in the language of whoever reads it. */
export const sourceAdminRefusal = catalogue.refusal;
