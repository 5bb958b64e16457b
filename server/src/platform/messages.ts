// The server's own message catalogue (spec 01 §8 and the refusals of every schema) in the three
// languages of the portal. Errors carry a key; the central handler in app.ts words them in the
// request's content-lang. Texts the spec quotes in Chinese are kept verbatim for zh-CN, and texts
// the browser also shows come from the shared catalogue, so both always say the same thing.
import { translate } from './shared-texts';
import type { Language } from './constants';

type Texts = Record<Language, string>;
const shared = (key: string): Texts => ({ 'zh-CN': translate(key, 'zh-CN'), 'en-US': translate(key, 'en-US'), 'vi-VN': translate(key, 'vi-VN') });

function build() {
  return {
    noPermission: shared('http.noPermission'),
    notFound: shared('http.notFound'),
    badCredentials: {
      'zh-CN': '用户名不存在或者密码错误',
      'en-US': 'The username does not exist or the password is wrong',
      'vi-VN': 'Tên người dùng không tồn tại hoặc mật khẩu sai',
    },
    tooFrequent: shared('http.tooManyRequests'),
    unknown: shared('http.unknown'),
    // 503 while the database is away (a restart, a failover): the caller can only try again later.
    serviceUnavailable: {
      'zh-CN': '服务暂时不可用，请稍后重试',
      'en-US': 'the service is temporarily unavailable, try again',
      'vi-VN': 'dịch vụ tạm thời không khả dụng, vui lòng thử lại',
    },
    wrongImageCode: shared('login.wrongCode'),
    // Operators' approvals (issue 13).
    approvalNotPending: {
      'zh-CN': '该申请不在待审批状态（当前：{{status}}）',
      'en-US': 'This application is not waiting for approval (it is {{status}})',
      'vi-VN': 'Hồ sơ này không ở trạng thái chờ duyệt (hiện tại: {{status}})',
    },
    resetNeedsPhone: {
      'zh-CN': '用户 {{userName}} 没有登记手机号，无法发送临时密码',
      'en-US': 'User {{userName}} has no mobile number on file to send a temporary password to',
      'vi-VN': 'Người dùng {{userName}} chưa đăng ký số điện thoại để nhận mật khẩu tạm thời',
    },
    rejectReasonRequired: { 'zh-CN': '驳回时请填写原因', 'en-US': 'Give the reason for the rejection', 'vi-VN': 'Vui lòng nhập lý do từ chối' },
    changePending: {
      'zh-CN': '已有一条变更申请正在审批中，请等待审批结果后再提交',
      'en-US': 'A change application is already waiting for approval; submit again once it is decided',
      'vi-VN': 'Đã có một đơn thay đổi đang chờ duyệt; vui lòng gửi lại sau khi có kết quả',
    },
    changeNothing: { 'zh-CN': '信息没有变化，无需提交变更申请', 'en-US': 'Nothing was changed: there is no change to apply for', 'vi-VN': 'Thông tin không thay đổi, không cần gửi đơn thay đổi' },
    // Numbers handed out by getCode (spec 02 §7) and carried back by the call they number.
    codeTypeUnknown: {
      'zh-CN': '不支持的编码类型：{{codeType}} / {{fieldName}}',
      'en-US': 'No numbers are issued for {{codeType}} / {{fieldName}}',
      'vi-VN': 'Không cấp số cho {{codeType}} / {{fieldName}}',
    },
    changeNumInvalid: {
      'zh-CN': '变更单号 {{changeNum}} 无效或已使用，请重新获取',
      'en-US': 'Change number {{changeNum}} is not valid or already used; get a new one',
      'vi-VN': 'Số đơn thay đổi {{changeNum}} không hợp lệ hoặc đã được dùng; vui lòng lấy số mới',
    },
    invalidJson: { 'zh-CN': '请求内容不是有效的JSON', 'en-US': 'the request body is not valid JSON', 'vi-VN': 'Nội dung yêu cầu không phải JSON hợp lệ' },
    requestRefused: { 'zh-CN': '请求无法处理（{{status}}）', 'en-US': 'The request cannot be processed ({{status}})', 'vi-VN': 'Không thể xử lý yêu cầu ({{status}})' },
    unknownTenant: { 'zh-CN': "未知的租户 '{{tenant}}'", 'en-US': "unknown tenant '{{tenant}}'", 'vi-VN': "Tenant không xác định '{{tenant}}'" },
    unknownClient: { 'zh-CN': '客户端认证失败', 'en-US': 'The client is not known', 'vi-VN': 'Ứng dụng khách không được nhận diện' },
    paramRequired: { 'zh-CN': '缺少参数 {{field}}', 'en-US': '{{field}} is required', 'vi-VN': 'Thiếu tham số {{field}}' },
    paramType: { 'zh-CN': '参数 {{field}} 的类型应为 {{type}}', 'en-US': '{{field}} must be {{type}}', 'vi-VN': 'Tham số {{field}} phải có kiểu {{type}}' },
    paramOneOf: { 'zh-CN': '参数 {{field}} 应为以下之一：{{values}}', 'en-US': '{{field}} must be one of {{values}}', 'vi-VN': 'Tham số {{field}} phải là một trong: {{values}}' },
    paramOneOfGot: {
      'zh-CN': "参数 {{field}} 应为以下之一：{{values}}，实际为 '{{value}}'",
      'en-US': "{{field}} must be one of {{values}}, got '{{value}}'",
      'vi-VN': "Tham số {{field}} phải là một trong: {{values}}, nhận được '{{value}}'",
    },
    paramTooLong: { 'zh-CN': '参数 {{field}} 最多 {{limit}} 个字符', 'en-US': '{{field}} must be at most {{limit}} characters', 'vi-VN': 'Tham số {{field}} tối đa {{limit}} ký tự' },
    paramTooShort: { 'zh-CN': '参数 {{field}} 至少 {{limit}} 个字符', 'en-US': '{{field}} must be at least {{limit}} characters', 'vi-VN': 'Tham số {{field}} tối thiểu {{limit}} ký tự' },
    paramTooMany: { 'zh-CN': '参数 {{field}} 最多 {{limit}} 项', 'en-US': '{{field}} must have at most {{limit}} items', 'vi-VN': 'Tham số {{field}} tối đa {{limit}} mục' },
    paramMin: { 'zh-CN': '参数 {{field}} 不能小于 {{limit}}', 'en-US': '{{field}} must be {{limit}} or more', 'vi-VN': 'Tham số {{field}} không được nhỏ hơn {{limit}}' },
    paramMax: { 'zh-CN': '参数 {{field}} 不能大于 {{limit}}', 'en-US': '{{field}} must be {{limit}} or less', 'vi-VN': 'Tham số {{field}} không được lớn hơn {{limit}}' },
    paramFormat: { 'zh-CN': '参数 {{field}} 格式有误', 'en-US': '{{field}} has an invalid format', 'vi-VN': 'Tham số {{field}} sai định dạng' },
    paramText: {
      'zh-CN': '参数 {{field}} 含有不允许的字符',
      'en-US': '{{field}} contains characters that are not allowed',
      'vi-VN': 'Tham số {{field}} chứa ký tự không được phép',
    },
    paramMarkup: {
      'zh-CN': '参数 {{field}} 不能包含 HTML 标记',
      'en-US': '{{field}} cannot contain HTML markup',
      'vi-VN': 'Tham số {{field}} không được chứa thẻ HTML',
    },
    paramInvalid: { 'zh-CN': '参数 {{field}} 无效', 'en-US': '{{field}} is invalid', 'vi-VN': 'Tham số {{field}} không hợp lệ' },
    wholeNumber: {
      'zh-CN': "参数 {{field}} 应为整数，实际为 '{{value}}'",
      'en-US': "{{field}} must be a whole number, got '{{value}}'",
      'vi-VN': "Tham số {{field}} phải là số nguyên, nhận được '{{value}}'",
    },
    atLeastOne: { 'zh-CN': '参数 {{field}} 应不小于1，实际为 {{value}}', 'en-US': '{{field}} must be 1 or more, got {{value}}', 'vi-VN': 'Tham số {{field}} phải từ 1 trở lên, nhận được {{value}}' },
    pageTooFar: { 'zh-CN': '参数 {{field}} 不能大于 {{limit}}', 'en-US': '{{field}} must be {{limit}} or less', 'vi-VN': 'Tham số {{field}} không được lớn hơn {{limit}}' },
    dateFormat: {
      'zh-CN': "参数 {{field}} 应为日期，如 2026-01-31，实际为 '{{value}}'",
      'en-US': "{{field}} must be a date like 2026-01-31, got '{{value}}'",
      'vi-VN': "Tham số {{field}} phải là ngày dạng 2026-01-31, nhận được '{{value}}'",
    },
    narrowSearch: {
      'zh-CN': '只能翻阅前 10,000 条结果，请缩小搜索范围',
      'en-US': 'Only the first 10,000 results can be paged through: narrow the search',
      'vi-VN': 'Chỉ có thể xem 10.000 kết quả đầu tiên: hãy thu hẹp tìm kiếm',
    },
    sendCapReached: {
      'zh-CN': '今日发送次数已达上限，请明天再试',
      'en-US': 'The daily limit of messages is reached, please try again tomorrow',
      'vi-VN': 'Đã đạt giới hạn tin nhắn trong ngày, vui lòng thử lại vào ngày mai',
    },
    dateOrder: { 'zh-CN': '{{from}} 不能晚于 {{to}}', 'en-US': '{{from}} must not be after {{to}}', 'vi-VN': '{{from}} không được sau {{to}}' },
  } satisfies Record<string, Texts>;
}

let catalogue: ReturnType<typeof build> | undefined;
/** Built on first use: the shared texts need the shared i18n instance. */
export const serverMessages = () => (catalogue ??= build());

export type MessageKey = keyof ReturnType<typeof build>;
export type MessageVars = Record<string, string | number>;

/** Values echoed into a message are cut short: a message is not a place to reflect input. */
const shown = (value: string | number) => {
  const text = String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** Names of values that come from the request (the rest are the server's own words). */
const ECHOED = new Set(['value', 'tenant']);

/** A text's {{name}} placeholders filled from vars (a missing one reads as nothing). Every module's catalogue words its texts with it. */
export function fillMessage(text: string, vars: MessageVars = {}, word: (name: string, value: string | number) => string = (_, v) => String(v)): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = vars[name];
    return v === undefined ? '' : word(name, v);
  });
}

export function serverMessage(key: MessageKey, lang: Language, vars: MessageVars = {}): string {
  return fillMessage(serverMessages()[key][lang], vars, (name, v) => (ECHOED.has(name) ? shown(v) : String(v)));
}
