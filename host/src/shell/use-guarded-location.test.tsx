import { act, render } from '@testing-library/react';
import { AddressProvider, goTo } from '../routing/address';
import type { PortalRoute } from '../routing/route-table';
import { closeTag, tagsStore } from './tags-store';
import { useGuardedLocation } from './use-guarded-location';

const route = (path: string): PortalRoute => ({ path, labelKey: path, owner: 'host', namespace: 'host', public: true });
const ROUTES = [route('/contract_list'), route('/supplier_home_todo')];

function Guarded() {
  useGuardedLocation(ROUTES);
  return null;
}

const tagValues = () => tagsStore.getState().tags.map((tag) => tag.value);

beforeEach(() => {
  tagsStore.setState({ tags: [], active: null });
  window.history.replaceState(null, '', '/contract_list');
});

it('opens the tag of a page gone to again before the close of its tag was drawn', async () => {
  render(
    <AddressProvider>
      <Guarded />
    </AddressProvider>,
  );
  await act(async () => goTo('/supplier_home_todo'));
  await act(async () => goTo('/contract_list'));
  expect(tagValues()).toEqual(['/contract_list', '/supplier_home_todo']);

  // Closing the shown tag goes to its neighbour; the supplier goes back to the closed page before
  // that transition is drawn, so the drawn address never leaves /contract_list.
  await act(async () => {
    const next = closeTag('/contract_list', '/contract_list');
    if (next) goTo(next.value);
    goTo('/contract_list');
  });
  expect(window.location.pathname).toBe('/contract_list');
  expect(tagValues()).toEqual(['/supplier_home_todo', '/contract_list']);
  expect(tagsStore.getState().active).toBe('/contract_list');
});
