import { ADDRESS_CHANGED_EVENT, onLeavingPath } from './address-change';

function fakeWindow(pathname: string) {
  return Object.assign(new EventTarget(), { location: { pathname } });
}

describe('onLeavingPath', () => {
  it('tells once the path differs after a move by the host or the browser, not for a query or a case change', () => {
    const target = fakeWindow('/source_detail');
    const left = jest.fn();
    const stop = onLeavingPath(left, target as unknown as Window);
    target.location.pathname = '/Source_Detail';
    target.dispatchEvent(new Event(ADDRESS_CHANGED_EVENT));
    expect(left).not.toHaveBeenCalled();
    target.location.pathname = '/purchase_order';
    target.dispatchEvent(new Event('popstate'));
    expect(left).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event(ADDRESS_CHANGED_EVENT));
    expect(left).toHaveBeenCalledTimes(1);
  });
});
