import { orderedItems, pendingTotal } from './todo-view';
import type { TodoItem } from './todo.api';

const item = (kind: string, count: number): TodoItem => ({ kind: kind as TodoItem['kind'], count, route: `/${kind}`, lastLookedAt: null });

test('items come in display order, unknown kinds last', () => {
  const got = orderedItems([item('changesRejected', 1), item('somethingNew', 2), item('sourcesToQuote', 3), item('feesDue', 0)]);
  expect(got.map((i) => i.kind)).toEqual(['sourcesToQuote', 'feesDue', 'changesRejected', 'somethingNew']);
});

test('the badge is the server total, else the sum', () => {
  expect(pendingTotal({ total: 7, items: [item('feesDue', 1)] })).toBe(7);
  expect(pendingTotal({ items: [item('feesDue', 1), item('unreadNotices', 2)] })).toBe(3);
  expect(pendingTotal(undefined)).toBe(0);
});
