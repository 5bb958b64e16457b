import { mergedRowSpans } from './merged-rows';

test('consecutive equal main businesses merge into the first row of their run', () => {
  expect(mergedRowSpans(['a', 'a', 'a', 'b', 'a', 'c', 'c'], (v) => v)).toEqual([3, 0, 0, 1, 1, 2, 0]);
  expect(mergedRowSpans([], (v: string) => v)).toEqual([]);
});
