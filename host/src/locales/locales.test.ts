import { findMissingKeys } from '@portal/shared/core';
import { hostLocales } from './index';

test('every host text exists in zh-CN, en-US and vi-VN', () => {
  expect(findMissingKeys(hostLocales)).toEqual([]);
});
