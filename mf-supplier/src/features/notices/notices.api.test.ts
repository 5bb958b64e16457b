import { noticePageBody } from './notices.api';

test('the viewed filter is sent only when chosen', () => {
  expect(noticePageBody(1, 10, {})).toEqual({ page: 1, pageSize: 10 });
  expect(noticePageBody(1, 10, { viewed: 'all' })).toEqual({ page: 1, pageSize: 10 });
  expect(noticePageBody(2, 20, { viewed: 'viewed' })).toEqual({ page: 2, pageSize: 20, viewed: true });
  expect(noticePageBody(1, 10, { viewed: 'notViewed' })).toEqual({ page: 1, pageSize: 10, viewed: false });
});

test('the title filter is trimmed and left out when blank', () => {
  expect(noticePageBody(1, 10, { title: '  fee  ' })).toEqual({ page: 1, pageSize: 10, supplierNotice: 'fee' });
  expect(noticePageBody(1, 10, { title: '   ' })).toEqual({ page: 1, pageSize: 10 });
});
