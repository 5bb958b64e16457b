import { session } from '@portal/shared/core';
import { infoList, mainTop, tenderList } from '../../common/public.api';
import { EARLY_ANSWER_MS, earlyOr, listKey, startFirstLists } from './first-lists';

jest.mock('../../common/public.api', () => ({
  tenderList: jest.fn(async () => ({ records: ['early tender'] })),
  mainTop: jest.fn(async () => ({ records: ['early top'] })),
  infoList: jest.fn(async () => ({ records: ['early info'] })),
}));

const later = () => Promise.resolve({ records: ['asked by the block'] });

beforeEach(() => jest.clearAllMocks());

test('the blocks take the answers asked for when the page opened, each once', async () => {
  startFirstLists(1_000);
  expect(tenderList).toHaveBeenCalledWith('getMainPageInfoByIsp', 1, 5);
  expect(infoList).toHaveBeenCalledTimes(3);
  expect(await earlyOr(listKey.bidding('getMainPageInfoByIsp'), later, 1_500)).toEqual({ records: ['early tender'] });
  expect(await earlyOr(listKey.info('NEWS'), later, 1_500)).toEqual({ records: ['early info'] });
  // Used up: the next draw of the block (a tab switched back, a retry) asks again.
  expect(await earlyOr(listKey.bidding('getMainPageInfoByIsp'), later, 1_600)).toEqual({ records: ['asked by the block'] });
});

test('an answer older than EARLY_ANSWER_MS, or asked for another user, is not used', async () => {
  startFirstLists(1_000);
  expect(await earlyOr(listKey.info('HELP'), later, 1_000 + EARLY_ANSWER_MS)).toEqual({ records: ['asked by the block'] });
  expect(mainTop).toHaveBeenCalledWith('inquiry', false, 1, 5, undefined);
  // Logged in meanwhile: the block asks with the supplier, which the early call did not carry.
  expect(await earlyOr(listKey.nonBidding('inquiry', false, 'SUP-0001'), later, 1_100)).toEqual({ records: ['asked by the block'] });
});

test('the non-bidding list is asked for with the supplier of the session', () => {
  jest.spyOn(session, 'getState').mockReturnValue({ ...session.getState(), portalUser: { supplierId: 'SUP-0001', supplierName: 'ACME', userName: 'supplier01' } });
  startFirstLists(1_000);
  expect(mainTop).toHaveBeenCalledWith('inquiry', false, 1, 5, 'SUP-0001');
});
