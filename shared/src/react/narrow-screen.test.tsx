import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useNarrowScreen } from './use-external-store';

/** Notes each value a render saw, so a test can tell a first render from a corrected one. */
function Probe({ seen }: { seen: boolean[] }) {
  const narrow = useNarrowScreen();
  seen.push(narrow);
  return <span data-testid="width">{narrow ? 'narrow' : 'wide'}</span>;
}

/** Counts mounts of what a narrow window wraps differently (a list with its request, say). */
function Wrapped({ mounts }: { mounts: { count: number } }) {
  useEffect(() => {
    mounts.count += 1;
  }, [mounts]);
  return null;
}

function Page({ mounts }: { mounts: { count: number } }) {
  return useNarrowScreen() ? <Wrapped mounts={mounts} /> : <div><Wrapped mounts={mounts} /></div>;
}

describe('useNarrowScreen', () => {
  const original = window.matchMedia;
  let width = 1280;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    width = 1280;
    listeners.clear();
    window.matchMedia = ((query: string) => ({
      media: query,
      get matches() {
        return query === '(max-width: 767.98px)' && width < 768;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is wide on a wide window from the first render, so nothing is mounted twice', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
    const mounts = { count: 0 };
    render(<Page mounts={mounts} />);
    expect(mounts.count).toBe(1);
  });

  it('follows the window below and above 768 px', () => {
    width = 412;
    render(<Probe seen={[]} />);
    expect(screen.getByTestId('width').textContent).toBe('narrow');
    act(() => {
      width = 1024;
      listeners.forEach((l) => l());
    });
    expect(screen.getByTestId('width').textContent).toBe('wide');
  });

  it('is wide where the browser has no matchMedia', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    render(<Probe seen={[]} />);
    expect(screen.getByTestId('width').textContent).toBe('wide');
  });
});
