import { widthClass } from './breakpoints';

test('width classes change at 768, 992 and 1200 px', () => {
  expect([0, 767, 768, 991, 992, 1199, 1200, 1920].map(widthClass)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
});
