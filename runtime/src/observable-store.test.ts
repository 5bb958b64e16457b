import { createStore } from './observable-store';

describe('createStore', () => {
  it('keeps the same state reference until setState runs', () => {
    const store = createStore({ a: 1, b: 'x' });
    const first = store.getState();
    expect(store.getState()).toBe(first);
    store.setState({ a: 2 });
    expect(store.getState()).not.toBe(first);
    expect(store.getState()).toEqual({ a: 2, b: 'x' });
  });

  it('accepts an updater and notifies subscribers until they unsubscribe', () => {
    const store = createStore({ n: 0 });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState((s) => ({ n: s.n + 1 }));
    expect(store.getState().n).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setState({ n: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
