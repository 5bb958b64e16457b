import { act, render, screen } from '@testing-library/react';
import { useReducedMotion } from './use-external-store';

function Probe() {
  return <span data-testid="motion">{useReducedMotion() ? 'reduced' : 'full'}</span>;
}

describe('useReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it("follows the system's prefers-reduced-motion, also when it changes", () => {
    let matches = false;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      media: query,
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as unknown as typeof window.matchMedia;
    render(<Probe />);
    expect(screen.getByTestId('motion').textContent).toBe('full');
    act(() => {
      matches = true;
      listeners.forEach((l) => l());
    });
    expect(screen.getByTestId('motion').textContent).toBe('reduced');
  });

  it('is full motion where the browser has no matchMedia', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    render(<Probe />);
    expect(screen.getByTestId('motion').textContent).toBe('full');
  });
});
