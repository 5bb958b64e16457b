import { act } from '@testing-library/react';
import { useState } from 'react';
import { transitionRoots } from './transition-root';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>clicked {count}</button>;
}

test('a parcel root draws its page, answers it, draws a new render in place and is emptied on unmount', async () => {
  const container = document.createElement('div');
  const root = transitionRoots.createRoot(container);
  await act(async () => root.render(<Counter />));
  expect(container.textContent).toBe('clicked 0');
  await act(async () => container.querySelector('button')!.click());
  expect(container.textContent).toBe('clicked 1');
  await act(async () => root.render(<p>another page</p>));
  expect(container.textContent).toBe('another page');
  await act(async () => root.unmount());
  expect(container.innerHTML).toBe('');
});
