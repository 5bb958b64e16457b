import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n, remoteModules } from '../core';
import { RemoteComponent } from './RemoteComponent';

const i18n = initI18n();
afterEach(() => remoteModules.setLoader(null));

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

async function drawn(ui: React.ReactElement) {
  const view = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  // Lets the loader's promise settle.
  await act(async () => undefined);
  return view;
}

test('draws the exposed component with its props once loaded', async () => {
  remoteModules.setLoader(async () => ({ default: Greeting }));
  await drawn(<RemoteComponent remote="mf_x" exposed="Greeting" props={{ name: 'supplier' }} />);
  expect(screen.getByText('hello supplier')).toBeTruthy();
});

test('a load that fails shows the retry panel, or nothing at all when quiet', async () => {
  remoteModules.setLoader(() => Promise.reject(new Error('mf_x/Greeting: load failed')));
  const loud = await drawn(<RemoteComponent remote="mf_x" exposed="Greeting" props={{ name: 's' }} />);
  expect(loud.container.textContent).not.toBe('');
  loud.unmount();
  const quiet = await drawn(<RemoteComponent remote="mf_x" exposed="Greeting" props={{ name: 's' }} quiet />);
  expect(quiet.container.innerHTML).toBe('');
});

test('quiet, nothing stands in its place while it loads', async () => {
  remoteModules.setLoader(() => new Promise(() => undefined));
  const view = await drawn(<RemoteComponent remote="mf_x" exposed="Greeting" props={{ name: 's' }} quiet />);
  expect(view.container.innerHTML).toBe('');
});
