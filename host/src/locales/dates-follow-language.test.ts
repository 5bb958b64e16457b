import { act } from '@testing-library/react';
import dayjs from 'dayjs';
import { setLanguage } from '@portal/runtime';
import { initI18n } from '@portal/shared/core';
import { datesFollowLanguage } from './dates-follow-language';

describe("dates follow the reader's language", () => {
  beforeAll(() => {
    initI18n();
    datesFollowLanguage();
  });
  afterAll(() => act(() => setLanguage('zh-CN')));

  it("names months and weekdays in the reader's language, and again after a switch", () => {
    const day = dayjs('2026-03-02');
    act(() => setLanguage('zh-CN'));
    expect(dayjs().locale()).toBe('zh-cn');
    expect(day.locale(dayjs.locale()).format('MMMM dddd')).toBe('三月 星期一');
    act(() => setLanguage('vi-VN'));
    expect(day.locale(dayjs.locale()).format('MMMM dddd')).toBe('tháng 3 thứ hai');
    act(() => setLanguage('en-US'));
    expect(day.locale(dayjs.locale()).format('MMMM dddd')).toBe('March Monday');
  });
});
