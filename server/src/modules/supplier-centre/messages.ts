// The supplier centre's and the contracts area's refusals (issue 15) in the three languages. A
// refusal keeps its key and is worded when answered, in the caller's content-lang (the CLI prints
// English).
import { moduleCatalogue, type Texts } from '../../platform/module-messages';

function build() {
  return {
    feeAlreadyPaid: {
      'zh-CN': '该费用已缴纳，不能再次支付',
      'en-US': 'This fee has already been paid and cannot be paid again',
      'vi-VN': 'Khoản phí này đã được thanh toán, không thể thanh toán lại',
    },
    orderSettled: {
      'zh-CN': '该支付订单已结束（{{status}}），不能再更改',
      'en-US': 'This payment order is already finished ({{status}}) and cannot change',
      'vi-VN': 'Đơn thanh toán này đã kết thúc ({{status}}), không thể thay đổi',
    },
    orderExpired: {
      'zh-CN': '支付二维码已过期，请重新获取',
      'en-US': 'The payment code has expired; ask for a new one',
      'vi-VN': 'Mã thanh toán đã hết hạn, vui lòng lấy mã mới',
    },
    notAwarded: {
      'zh-CN': '项目 {{sourceId}} 未将供应商 {{supplierId}} 定为中标人',
      'en-US': 'Source {{sourceId}} was not awarded to supplier {{supplierId}}',
      'vi-VN': 'Nguồn {{sourceId}} không được trao cho nhà cung cấp {{supplierId}}',
    },
    contractNumTaken: {
      'zh-CN': '合同编号 {{contractNum}} 已存在',
      'en-US': 'Contract number {{contractNum}} already exists',
      'vi-VN': 'Số hợp đồng {{contractNum}} đã tồn tại',
    },
    caSnTaken: {
      'zh-CN': 'CA 证书序列号 {{caSn}} 已登记',
      'en-US': 'CA certificate serial {{caSn}} is already registered',
      'vi-VN': 'Số sê-ri chứng thư CA {{caSn}} đã được đăng ký',
    },
    datesOutOfOrder: {
      'zh-CN': '开始日期不得晚于结束日期',
      'en-US': 'The start date must not be later than the end date',
      'vi-VN': 'Ngày bắt đầu không được muộn hơn ngày kết thúc',
    },
    unknownSupplier: {
      'zh-CN': '供应商 {{supplierId}} 不存在',
      'en-US': 'Supplier {{supplierId}} does not exist',
      'vi-VN': 'Nhà cung cấp {{supplierId}} không tồn tại',
    },
    noticeTarget: {
      'zh-CN': '请指定一个供应商，或选择发给全部供应商',
      'en-US': 'Name one supplier, or send the notice to all suppliers',
      'vi-VN': 'Hãy chọn một nhà cung cấp, hoặc gửi thông báo cho tất cả nhà cung cấp',
    },
    feeDataInvalid: {
      'zh-CN': '费用信息格式不正确：{{field}}',
      'en-US': 'The fee information is not valid: {{field}}',
      'vi-VN': 'Thông tin phí không hợp lệ: {{field}}',
    },
    caRevoked: {
      'zh-CN': '该 CA 证书已吊销',
      'en-US': 'This CA certificate has been revoked',
      'vi-VN': 'Chứng thư CA này đã bị thu hồi',
    },
  } satisfies Record<string, Texts>;
}

const catalogue = moduleCatalogue(build);
export const centreMessages = catalogue.texts;
export type CentreMessageKey = keyof ReturnType<typeof build>;
export const centreMessage = catalogue.message;
/** A refusal that is worded in the caller's language when answered. */
export const centreRefusal = catalogue.refusal;
