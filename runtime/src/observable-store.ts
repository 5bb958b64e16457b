export type Listener = () => void;

export interface Store<T> {
  getState(): T;
  setState(next: Partial<T> | ((state: T) => Partial<T> | T)): void;
  subscribe(listener: Listener): () => void;
}

/**
 * A minimal external store. getState keeps returning the same reference until setState runs,
 * which is what React's useSyncExternalStore needs to avoid render loops.
 */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(next) {
      const partial = typeof next === 'function' ? next(state) : next;
      if (partial === state) return;
      state = { ...state, ...partial };
      // Copy first so a listener that unsubscribes during notification does not skip another.
      Array.from(listeners).forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
