// The two verdicts come from the common catalogue (spec 01 §5); the expiry and pass messages are this module's own.
import { translate } from '../../platform/shared-texts';
import type { Language } from '../../platform/constants';

const EXPIRED: Record<Language, string> = {
  'zh-CN': '验证已失效，请重新验证',
  'en-US': 'The verification has expired, please try again',
  'vi-VN': 'Xác minh đã hết hạn, vui lòng thử lại',
};

const PASS_REQUIRED: Record<Language, string> = {
  'zh-CN': '请先完成滑块验证再查看详情',
  'en-US': 'Please complete the slider verification before opening the details',
  'vi-VN': 'Vui lòng hoàn thành xác minh thanh trượt trước khi xem chi tiết',
};

export const puzzleMessages = {
  notHuman: (lang: Language) => translate('validation.sliderNotHuman', lang),
  failed: (lang: Language) => translate('validation.sliderFailed', lang),
  expired: (lang: Language) => EXPIRED[lang],
  passRequired: (lang: Language) => PASS_REQUIRED[lang],
};
