import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { http, initI18n, registerNamespace } from '@portal/shared/core';
import { manifest } from '../../manifest';
import type { SourceDetail } from '../../sourcing-api/sourcing-types';
import { SignUpPanel } from './SignUpPanel';

const i18n = initI18n();
registerNamespace(manifest.namespace, manifest.locales);
const inRoot = (node: ReactNode) => render(<I18nextProvider i18n={i18n}><App>{node}</App></I18nextProvider>);
const future = new Date(Date.now() + 86_400_000).toISOString();
const source = (over: Partial<SourceDetail> = {}): SourceDetail => ({
  sourceId: 'S-1',
  sourceNum: 'XJ1',
  sourceTitle: 'T',
  sourceType: 'XJ',
  quotationKind: 'gc',
  endTime: future,
  me: { qualified: true, invited: true, signedUpPackages: [], quotation: null },
  ...over,
});

test('a visitor is asked to log in, with a real link to the login page', () => {
  inRoot(<SignUpPanel source={source({ me: null })} visitor onSignedUp={jest.fn()} />);
  expect(screen.getByTestId('signup-login-link').getAttribute('href')).toBe('/login');
  expect(screen.queryByTestId('signup-button')).toBeNull();
});

test('a supplier that is not qualified, or not invited to an invitation-only order, is told why and cannot sign up', () => {
  const { unmount } = inRoot(<SignUpPanel source={source({ me: { qualified: false, invited: true, signedUpPackages: [], quotation: null } })} visitor={false} onSignedUp={jest.fn()} />);
  expect(screen.getByTestId('signup-not-qualified').textContent).toBe('您目前不是合格供应商');
  unmount();
  inRoot(<SignUpPanel source={source({ invitationOnly: true, me: { qualified: true, invited: false, signedUpPackages: [], quotation: null } })} visitor={false} onSignedUp={jest.fn()} />);
  expect(screen.getByTestId('signup-not-invited')).toBeTruthy();
  expect(screen.queryByTestId('signup-button')).toBeNull();
});

test('signing up without packages calls supplierSignUp and then links to the quotation screen of the kind', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { code: 0, msg: 'ok' } } as never);
  const onSignedUp = jest.fn();
  inRoot(<SignUpPanel source={source()} visitor={false} onSignedUp={onSignedUp} />);
  await act(async () => fireEvent.click(screen.getByTestId('signup-button')));
  expect(post).toHaveBeenCalledWith('/isp/portal/source/supplierSignUp', { sourceNum: 'XJ1' });
  expect(onSignedUp).toHaveBeenCalledWith(expect.objectContaining({ signedUp: true }));
  post.mockRestore();
});

test('a signed-up supplier gets the link to /quotation_gc with the sourceId', () => {
  inRoot(<SignUpPanel source={source({ me: { qualified: true, invited: true, signedUpPackages: [], signedUp: true, quotation: null } })} visitor={false} onSignedUp={jest.fn()} />);
  expect(screen.getByTestId('quotation-link').getAttribute('href')).toBe('/quotation_gc?sourceId=S-1');
});

test('a source with bid packages asks which package before signing up', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { code: 0, msg: 'ok' } } as never);
  inRoot(<SignUpPanel source={source({ packages: [{ name: 'P1', lineCount: 3 }] })} visitor={false} onSignedUp={jest.fn()} />);
  await act(async () => fireEvent.click(screen.getByTestId('signup-button')));
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByText('选择标包')).toBeTruthy();
  post.mockRestore();
});
