// Messages of logging in, recovery and the one-time codes (registration's and the QR login's too)
// that the spec's catalogue does not word, in the style of its login messages and in all three
// languages. The server answers in the request's content-lang; keys of the common namespace
// (login.*, validation.*) come from the shared catalogue instead.
import { translate } from '../../platform/shared-texts';
import type { Language } from '../../platform/constants';
import { fillMessage } from '../../platform/messages';

const MESSAGES = {
  accountLocked: {
    'zh-CN': '密码错误次数过多，账号已锁定，请{{minutes}}分钟后再试！',
    'en-US': 'Too many wrong passwords: the account is locked, please try again in {{minutes}} minutes!',
    'vi-VN': 'Nhập sai mật khẩu quá nhiều lần: tài khoản bị khóa, vui lòng thử lại sau {{minutes}} phút!',
  },
  codeInvalid: {
    'zh-CN': '验证码错误或已失效，请重新获取！',
    'en-US': 'The verification code is wrong or no longer valid, please request a new one!',
    'vi-VN': 'Mã xác minh sai hoặc đã hết hiệu lực, vui lòng lấy mã mới!',
  },
  codeTooManyTries: {
    'zh-CN': '验证码错误次数过多，请重新获取！',
    'en-US': 'Too many wrong attempts for this code, please request a new one!',
    'vi-VN': 'Nhập sai mã quá nhiều lần, vui lòng lấy mã mới!',
  },
  codeTooSoon: {
    'zh-CN': '验证码已发送，请{{seconds}}秒后再试！',
    'en-US': 'A code was just sent, please try again in {{seconds}} seconds!',
    'vi-VN': 'Mã vừa được gửi, vui lòng thử lại sau {{seconds}} giây!',
  },
  codeSent: {
    'zh-CN': '验证码已发送，5分钟内有效',
    'en-US': 'The code has been sent and is valid for 5 minutes',
    'vi-VN': 'Mã đã được gửi, có hiệu lực trong 5 phút',
  },
  emailMismatch: {
    'zh-CN': '用户名与邮箱不匹配！',
    'en-US': 'The username and e-mail address do not match!',
    'vi-VN': 'Tên đăng nhập và e-mail không khớp!',
  },
  phoneMismatch: {
    'zh-CN': '用户名、身份证号与手机号不匹配！',
    'en-US': 'The username, ID number and phone number do not match!',
    'vi-VN': 'Tên đăng nhập, số CMND và số điện thoại không khớp!',
  },
  supplierPhoneMismatch: {
    'zh-CN': '未找到该供应商名称与手机号对应的账号！',
    'en-US': 'No account matches this supplier name and phone number!',
    'vi-VN': 'Không có tài khoản nào khớp với tên nhà cung cấp và số điện thoại này!',
  },
  userNameSent: {
    'zh-CN': '用户名已通过短信发送到您的手机',
    'en-US': 'Your username has been sent to your phone by SMS',
    'vi-VN': 'Tên đăng nhập đã được gửi tới điện thoại của bạn qua SMS',
  },
  typeCodeInvalid: {
    'zh-CN': '修改密码的凭证无效或已过期，请重新操作！',
    'en-US': 'The password change link is invalid or has expired, please start again!',
    'vi-VN': 'Mã đổi mật khẩu không hợp lệ hoặc đã hết hạn, vui lòng làm lại!',
  },
  oldPasswordWrong: {
    'zh-CN': '原密码错误！',
    'en-US': 'The current password is wrong!',
    'vi-VN': 'Mật khẩu hiện tại không đúng!',
  },
  ticketInvalid: {
    'zh-CN': '登录凭证无效或已过期，请重新登录！',
    'en-US': 'The login link is invalid or has expired, please log in again!',
    'vi-VN': 'Liên kết đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại!',
  },
  qrExpired: {
    'zh-CN': '二维码已失效，请刷新后重新扫描！',
    'en-US': 'The QR code has expired, please refresh it and scan again!',
    'vi-VN': 'Mã QR đã hết hạn, vui lòng làm mới và quét lại!',
  },
  qrSupplierOnly: {
    'zh-CN': '请使用已登录的供应商账号确认扫码登录！',
    'en-US': 'Please confirm the QR login with a logged-in supplier account!',
    'vi-VN': 'Vui lòng xác nhận đăng nhập QR bằng tài khoản nhà cung cấp đã đăng nhập!',
  },
  tempUserNotApproved: {
    'zh-CN': '注册信息尚未审核通过，请使用注册账号登录首页完善资料！',
    'en-US': 'The registration is not approved yet: log in with the registration account on the home page to complete your data!',
    'vi-VN': 'Đăng ký chưa được duyệt: hãy đăng nhập bằng tài khoản đăng ký tại trang chủ để hoàn thiện hồ sơ!',
  },
  credentialUnreadable: {
    'zh-CN': '登录信息无法解析，请刷新页面后重试！',
    'en-US': 'The login data could not be read, please reload the page and try again!',
    'vi-VN': 'Không đọc được thông tin đăng nhập, vui lòng tải lại trang và thử lại!',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type IdentityMessage = keyof typeof MESSAGES;

export function identityMessage(key: IdentityMessage, lang: Language, vars: Record<string, string | number> = {}): string {
  return fillMessage(MESSAGES[key][lang], vars);
}

/** A key of the shared common namespace (login.*, validation.*) in the caller's language. */
export const commonMessage = (key: string, lang: Language) => translate(key, lang);

export const ALL_IDENTITY_MESSAGES = MESSAGES;
