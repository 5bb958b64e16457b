import { act, render, screen } from '@testing-library/react';
import { useSettledValue } from './use-settled-value';

function Probe({ value }: { value: string }) {
  return <span data-testid="settled">{useSettledValue(value, 300)}</span>;
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
});
