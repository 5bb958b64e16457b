// The two verdicts come from the common catalogue (spec 01 §5); the expiry message is this module's own.
import { translate } from '@portal/shared/core';
import type { Language } from '../../platform/constants';

const EXPIRED: Record<Language, string> = {
  'zh-CN': '验证已失效，请重新验证',
  'en-US': 'The verification has expired, please try again',
  'vi-VN': 'Xác minh đã hết hạn, vui lòng thử lại',
};

export const puzzleMessages = {
  notHuman: (lang: Language) => translate('validation.sliderNotHuman', lang),
  failed: (lang: Language) => translate('validation.sliderFailed', lang),
  expired: (lang: Language) => EXPIRED[lang],
};
