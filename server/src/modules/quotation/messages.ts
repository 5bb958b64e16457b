// Sourcing and quotation messages (spec 02 §5, §8 and the refusals of issue 14) in the three
// languages. Texts the browser also shows come from the shared catalogue, so both say the same.
import type { Language } from '../../platform/constants';
import { AppError } from '../../platform/errors';
import { moduleCatalogue, sharedTexts, type Texts, type Vars } from '../../platform/module-messages';

/** A text of the shared catalogue, with its {{package}}, {{n}} and {{count}} left for fillMessage. */
const shared = (key: string): Texts => sharedTexts(key, ['package', 'n', 'count']);

function build() {
  return {
    bidsNotOpenYet: {
      'zh-CN': '尚未到开标时间（{{openingTime}}）',
      'en-US': 'Bids open at {{openingTime}}; it is not yet that time',
      'vi-VN': 'Chưa đến giờ mở thầu ({{openingTime}})',
    },
    // Texts the browser shows too (shared catalogue, spec 02 §5).
    notQualifiedSupplier: shared('validation.notQualifiedSupplier'),
    notInvitedSupplier: shared('validation.notInvitedSupplier'),
    bidPackageRequired: shared('validation.bidPackageRequired'),
    // The plural form is chosen by {{count}} (moduleCatalogue): en-US '1 item', '2 items'.
    bidPackageIncomplete: shared('validation.bidPackageIncomplete_other'),
    bidPackageIncomplete_one: shared('validation.bidPackageIncomplete_one'),
    termsRequired: shared('validation.termsRequired'),
    bidFileRequired: shared('validation.bidFileRequired'),
    taxRateRequired: shared('validation.taxRateRequired'),
    taxRateInvalid: shared('validation.taxRateInvalid'),
    unitPriceRequired: shared('validation.unitPriceRequired'),
    unitPriceInvalid: shared('validation.unitPriceInvalid'),
    unitPriceTooLong: shared('validation.unitPriceTooLong'),
    unitPriceTooLarge: shared('validation.unitPriceTooLarge'),
    brandRequired: shared('validation.brandRequired'),
    arrivalDaysPositive: shared('validation.arrivalDaysPositive'),
    // This module's own.
    lineRefusal: { 'zh-CN': '第{{line}}行：{{message}}', 'en-US': 'Line {{line}}: {{message}}', 'vi-VN': 'Dòng {{line}}: {{message}}' },
    linesIncomplete: { 'zh-CN': '还有{{count}}条明细未报价', 'en-US': '{{count}} items are not quoted yet', 'vi-VN': 'Còn {{count}} mục chưa báo giá' },
    linesIncomplete_one: { 'zh-CN': '还有{{count}}条明细未报价', 'en-US': '1 item is not quoted yet', 'vi-VN': 'Còn {{count}} mục chưa báo giá' },
    offerorRequired: { 'zh-CN': '请输入报价人', 'en-US': 'Please enter the offeror', 'vi-VN': 'Vui lòng nhập người báo giá' },
    validityDatePast: {
      'zh-CN': '报价有效期不能早于今天（{{today}}）',
      'en-US': 'The validity date cannot be before today ({{today}})',
      'vi-VN': 'Ngày hiệu lực không được trước hôm nay ({{today}})',
    },
    validityDateRequired: { 'zh-CN': '请输入报价有效期', 'en-US': 'Please enter the validity date of the quotation', 'vi-VN': 'Vui lòng nhập ngày hiệu lực của báo giá' },
    quotationFileType: {
      'zh-CN': '报价文件的附件类型必须为报价单或报价明细',
      'en-US': 'A quotation file must be filed as a quotation sheet or a detailed quotation',
      'vi-VN': 'Tệp báo giá phải thuộc loại bảng báo giá hoặc báo giá chi tiết',
    },
    notSignedUp: { 'zh-CN': '请先报名参与本单', 'en-US': 'Sign up for this order first', 'vi-VN': 'Vui lòng đăng ký tham gia đơn này trước' },
    sealedMail: {
      'zh-CN': '本单为密封邮寄报价，请线下报价',
      'en-US': 'This order is quoted by sealed mail, offline',
      'vi-VN': 'Đơn này báo giá bằng thư niêm phong, ngoài hệ thống',
    },
    deadlinePassed: {
      'zh-CN': '报价已截止（{{deadline}}）',
      'en-US': 'Quotations closed at {{deadline}}',
      'vi-VN': 'Đã hết hạn báo giá ({{deadline}})',
    },
    notOpenForQuotation: { 'zh-CN': '本单不在报价中', 'en-US': 'This order is not open for quotations', 'vi-VN': 'Đơn này không mở nhận báo giá' },
    unknownPackage: { 'zh-CN': '标包不存在：{{package}}', 'en-US': 'There is no bid package {{package}}', 'vi-VN': 'Không có gói thầu {{package}}' },
    unknownLine: { 'zh-CN': '明细不属于本单：{{lineId}}', 'en-US': 'Line {{lineId}} is not part of this order', 'vi-VN': 'Dòng {{lineId}} không thuộc đơn này' },
    duplicateLine: { 'zh-CN': '明细重复：{{lineId}}', 'en-US': 'Line {{lineId}} is given twice', 'vi-VN': 'Dòng {{lineId}} bị lặp' },
    lineNotSignedUp: {
      'zh-CN': '明细{{lineId}}所属标包未报名',
      'en-US': 'Line {{lineId}} belongs to a bid package you did not sign up for',
      'vi-VN': 'Dòng {{lineId}} thuộc gói thầu bạn chưa đăng ký',
    },
    unknownTerm: { 'zh-CN': '条款不属于本单：{{termId}}', 'en-US': 'Term {{termId}} is not part of this order', 'vi-VN': 'Điều khoản {{termId}} không thuộc đơn này' },
    alreadySent: {
      'zh-CN': '报价已发送，如需修改请先撤回',
      'en-US': 'The quotation has been sent; cancel it before changing it',
      'vi-VN': 'Báo giá đã được gửi; hãy hủy trước khi sửa',
    },
    quotationCancelled: {
      'zh-CN': '报价已撤回，请重新暂存后再发送',
      'en-US': 'The quotation was cancelled; save it again before sending',
      'vi-VN': 'Báo giá đã bị hủy; hãy lưu lại trước khi gửi',
    },
    sendKeyUsed: {
      'zh-CN': '该提交标识已用于另一次发送，请重新提交',
      'en-US': 'This submission key was used for another send; submit again',
      'vi-VN': 'Mã gửi này đã được dùng cho lần gửi khác; vui lòng gửi lại',
    },
    secondRoundNotOpen: {
      'zh-CN': '本单未开启第二轮报价',
      'en-US': 'This order has no second round of quotations open',
      'vi-VN': 'Đơn này chưa mở vòng báo giá thứ hai',
    },
    notSentInFirstRound: {
      'zh-CN': '第二轮报价仅限第一轮已发送报价的供应商参加，您未在第一轮发送报价',
      'en-US': 'Only suppliers that sent a quotation in round 1 may quote in round 2; you sent none in round 1',
      'vi-VN': 'Chỉ nhà cung cấp đã gửi báo giá ở vòng 1 mới được báo giá vòng 2; bạn chưa gửi báo giá ở vòng 1',
    },
    linesTemplate: { 'zh-CN': '报价明细导入模板', 'en-US': 'Quotation lines template', 'vi-VN': 'Mẫu nhập chi tiết báo giá' },
  } satisfies Record<string, Texts>;
}

const catalogue = moduleCatalogue(build);
export const quotationMessages = catalogue.texts;
export type QuotationMessageKey = keyof ReturnType<typeof build>;
export const quotationMessage = catalogue.message;

/** A refusal worded in the caller's language. */
export const quotationRefusal = (status: number, key: QuotationMessageKey, lang: Language, vars?: Vars) => new AppError(status, quotationMessage(key, lang, vars));
