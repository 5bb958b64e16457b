import { manifestProblems } from '@portal/shared/react';
import { manifest } from './manifest';

test('every mf-contracts text and route label exists in zh-CN, en-US and vi-VN', () => {
  expect(manifestProblems(manifest)).toEqual([]);
});
