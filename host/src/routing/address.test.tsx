import { act, render, screen } from '@testing-library/react';
import { AddressProvider, goTo, useAddress } from './address';

function Shown() {
  const { pathname, search } = useAddress();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

const shown = () => screen.getByTestId('address').textContent;

beforeEach(() => window.history.replaceState(null, '', '/home'));

it('draws the address the page opened at, and every goTo after it', async () => {
  render(
    <AddressProvider>
      <Shown />
    </AddressProvider>,
  );
  expect(shown()).toBe('/home');
  await act(async () => goTo('/source_list?sourceType=1'));
  expect(shown()).toBe('/source_list?sourceType=1');
  expect(window.location.pathname).toBe('/source_list');
});

it('a replace takes the place of the current entry: back leaves the page it replaced behind', async () => {
  render(
    <AddressProvider>
      <Shown />
    </AddressProvider>,
  );
  const before = window.history.length;
  await act(async () => goTo('/index_list'));
  await act(async () => goTo('/login', { replace: true }));
  expect(window.history.length).toBe(before + 1);
  expect(shown()).toBe('/login');
});

it('follows the back button (popstate), which goTo does not fire', async () => {
  render(
    <AddressProvider>
      <Shown />
    </AddressProvider>,
  );
  await act(async () => goTo('/index_list'));
  await act(async () => {
    window.history.replaceState(null, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(shown()).toBe('/home');
});

it('refuses to be read outside its provider, instead of drawing no page', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Shown />)).toThrow(/AddressProvider/);
});
