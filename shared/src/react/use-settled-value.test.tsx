import { act, render, screen } from '@testing-library/react';
import { useSettledValue } from './use-settled-value';

function Probe({ value }: { value: string }) {
  return <span data-testid="settled">{useSettledValue(value, 300)}</span>;
}
const cleared = (words: string) => words === '';
function SearchProbe({ value }: { value: string }) {
  return <span data-testid="settled">{useSettledValue(value, 300, cleared)}</span>;
}
const shown = () => screen.getByTestId('settled').textContent;

describe('useSettledValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the first value at once, and a new one only once it has stayed for the delay', () => {
    const { rerender } = render(<Probe value="" />);
    expect(shown()).toBe('');
    for (const typed of ['V', 'Vi', 'Vie', 'Viet']) {
      rerender(<Probe value={typed} />);
      act(() => jest.advanceTimersByTime(299));
      expect(shown()).toBe('');
    }
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('Viet');
  });

  it('goes back to an earlier value when the typing returns to it', () => {
    const { rerender } = render(<Probe value="Viet" />);
    rerender(<Probe value="Vie" />);
    act(() => jest.advanceTimersByTime(100));
    rerender(<Probe value="Viet" />);
    act(() => jest.advanceTimersByTime(300));
    expect(shown()).toBe('Viet');
  });

  it('takes a value that settles at once without waiting, and what is typed after it waits from then', () => {
    const { rerender } = render(<SearchProbe value="Vietcombank" />);
    rerender(<SearchProbe value="" />);
    expect(shown()).toBe('');
    rerender(<SearchProbe value="B" />);
    act(() => jest.advanceTimersByTime(299));
    expect(shown()).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('B');
  });
});
