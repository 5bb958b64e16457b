import { findMissingKeys } from '@portal/shared/core';
import { frameLocales } from './frame-locales';
import { descriptionKey } from './use-page-description';

test('every public frame text exists in zh-CN, en-US and vi-VN', () => {
  expect(findMissingKeys(frameLocales)).toEqual([]);
});

test('each public page has a description of its own in every language', () => {
  for (const path of ['/home', '/index_list', '/source_List', '/ten_notice_preview_content', '/infoMainList', '/infoMainView', '/login']) {
    const key = descriptionKey(path);
    expect(key).not.toBe('default');
    for (const texts of Object.values(frameLocales)) expect((texts.description as Record<string, string>)[key]).toBeTruthy();
  }
  expect(descriptionKey('/statement')).toBe('default');
});
