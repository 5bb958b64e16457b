import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '@portal/runtime';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../core';
import { LocaleNumberInput } from './LocaleNumberInput';

function Field({ initial = '', onValue, days = false }: { initial?: string; onValue: (v: string) => void; days?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <LocaleNumberInput
      value={value}
      options={days ? { maxFractionDigits: 0 } : { maxFractionDigits: 6 }}
      data-testid="field"
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const i18n = initI18n();
const inRoot = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const type = (text: string) => fireEvent.change(screen.getByTestId('field'), { target: { value: text } });

describe('LocaleNumberInput', () => {
  afterEach(() => act(() => setLanguage('zh-CN')));

  it('reads vi-VN as written, shows the value understood and keeps the text', () => {
    act(() => setLanguage('vi-VN'));
    const onValue = jest.fn();
    inRoot(<Field onValue={onValue} />);
    type('1.234,56');
    expect(onValue).toHaveBeenLastCalledWith('1234.56');
    expect(screen.getByTestId('field')).toHaveProperty('value', '1.234,56');
    expect(screen.getByTestId('number-understood').textContent).toBe('Hiểu là: 1.234,56');
  });

  it('refuses a fraction of a day with a message and never changes what was typed', () => {
    act(() => setLanguage('en-US'));
    const onValue = jest.fn();
    inRoot(<Field onValue={onValue} days />);
    type('3.5');
    expect(screen.getByTestId('field')).toHaveProperty('value', '3.5');
    expect(onValue).toHaveBeenLastCalledWith('3.5');
    expect(screen.getByTestId('number-refusal').textContent).toBe('Only a whole number is allowed here (no fraction)');
    expect(screen.queryByTestId('number-understood')).toBeNull();
    type('-5');
    expect(screen.getByTestId('number-refusal').textContent).toBe('A negative number is not allowed here');
  });

  it('shows a stored exact decimal in the reader’s locale', () => {
    act(() => setLanguage('vi-VN'));
    inRoot(<Field initial="12500000.5" onValue={jest.fn()} />);
    expect(screen.getByTestId('field')).toHaveProperty('value', '12500000,5');
    expect(screen.getByTestId('number-understood').textContent).toBe('Hiểu là: 12.500.000,5');
  });
});
