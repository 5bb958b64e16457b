import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@portal/shared/core';
import { ImageCodeField } from './ImageCodeField';
import { useImageCode } from './image-proof';

const i18n = initI18n();

function CodeForm() {
  const { randomStr, renew } = useImageCode();
  return (
    <Form>
      <ImageCodeField name="code" randomStr={randomStr} renew={renew} />
    </Form>
  );
}

/** A part of the page still loading: React draws what is before it, then throws that drawing away. */
function StillLoading(): never {
  throw new Promise(() => undefined);
}

/** Every picture address an element was given, drawn on screen or not. */
function watchPictures(): string[] {
  const asked: string[] = [];
  const setAttribute = Element.prototype.setAttribute;
  jest.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
    if (name === 'src' && value.startsWith('/code?')) asked.push(value);
    return setAttribute.call(this, name, value);
  });
  return asked;
}

afterEach(() => jest.restoreAllMocks());

test('a form React draws and throws away asks the server for no picture', async () => {
  const asked = watchPictures();
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="loading">
        <CodeForm />
        <StillLoading />
      </Suspense>
    </I18nextProvider>,
  );
  await act(async () => undefined);
  expect(screen.getByText('loading')).toBeTruthy();
  expect(asked).toEqual([]);
});

test('a form on screen asks for one picture, and a click on it for the next one', async () => {
  const asked = watchPictures();
  render(
    <I18nextProvider i18n={i18n}>
      <CodeForm />
    </I18nextProvider>,
  );
  await act(async () => undefined);
  expect(asked).toHaveLength(1);
  const picture = screen.getByTestId('image-code');
  expect(picture.getAttribute('src')).toBe(`/code?randomStr=${picture.getAttribute('data-random-str')}`);
  fireEvent.click(picture);
  expect(asked).toHaveLength(2);
  expect(asked[1]).not.toBe(asked[0]);
});
