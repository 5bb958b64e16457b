// The host's antd comes in parts: what the portal frame draws (and whatever is read before it is
// drawn) in the first script, and every other component in a chunk of its own, fetched with a page
// that draws it, when something first draws it, or once the first page is idle. A page so fetches
// the table it shows and not the pickers and uploads of pages it never opens. The generated module
// the host provides as `antd` (tooling/src/trimmed-ui.ts) exports every name; until its chunk is
// in, a deferred name is a stand-in that suspends, so a page that needs it shows its loading state
// instead of failing, and remotes keep `import { Table } from 'antd'` on any host.
import { createElement, use, type ComponentType } from 'react';
import { drawsDeferredUi } from '@portal/shared/core';

type ImportPart = () => Promise<unknown>;

// Parts are PascalCase (RangePicker, Item); ALL_CAPS statics (LIST_IGNORE) are values.
const PART = /^[A-Z][a-z]/;

function pathOf(path: readonly string[], from: unknown): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], from);
}

/** The state of one page's deferred components; the page has one (below), tests make their own. */
export function createDeferredUi() {
  let imports = new Map<string, ImportPart>();
  const loading = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();

  /** Fetches one deferred component (once); a failed fetch may be retried by the next that needs it. */
  function loadPart(name: string): Promise<unknown> {
    let started = loading.get(name);
    if (!started) {
      const load = imports.get(name);
      const part = (load ? load() : Promise.resolve(undefined)).then((component) => {
        loaded.set(name, component);
        return component;
      });
      part.catch(() => {
        if (loading.get(name) === part) loading.delete(name);
      });
      loading.set(name, part);
      started = part;
    }
    return started;
  }

  /**
   * Fetches the deferred components among these names (all of them without names: a page whose
   * build recorded none, or the idle preload) and resolves to every component in so far. Resolves at
   * once where nothing is deferred: the dev server, the whole-antd variant of the host.
   */
  function loadDeferredUi(used?: readonly string[]): Promise<Record<string, unknown>> {
    const names = [...imports.keys()].filter((name) => used === undefined || used.includes(name));
    return Promise.all(names.map(loadPart)).then(() => Object.fromEntries(loaded));
  }

  /**
   * A stand-in for a deferred component (or one of its parts, such as `DatePicker.RangePicker`): it
   * suspends until its component is in, then draws the real one with the same props (and ref:
   * React 19 passes it as a prop). Parts read from it before the load are stand-ins too; other
   * statics (`Upload.LIST_IGNORE`) read through to the real component once it is in.
   */
  function deferredComponent(...path: string[]): ComponentType<Record<string, unknown>> {
    const [name, ...inner] = path;
    const parts = new Map<string, unknown>();
    function Deferred(props: Record<string, unknown>) {
      const component = loaded.has(name) ? loaded.get(name) : use(loadPart(name));
      return createElement(pathOf(inner, component) as ComponentType, props);
    }
    Deferred.displayName = `Deferred(${path.join('.')})`;
    return new Proxy(Deferred, {
      get(target, key, receiver) {
        // The function's own properties (name, prototype, displayName) stay the stand-in's: React
        // reads them to decide how to call it.
        if (typeof key !== 'string' || Object.hasOwn(target, key)) return Reflect.get(target, key, receiver);
        if (loaded.has(name)) return (pathOf(inner, loaded.get(name)) as Record<string, unknown> | undefined)?.[key];
        if (!PART.test(key)) return undefined;
        if (!parts.has(key)) parts.set(key, deferredComponent(...path, key));
        return parts.get(key);
      },
    });
  }

  return {
    /** Called once by the generated module with the import of each deferred component's chunk. */
    registerDeferredUi(parts: Readonly<Record<string, ImportPart>>): void {
      imports = new Map(Object.entries(parts));
    },
    /** The deferred components not fetched yet (nor being fetched), for the idle preload. */
    pendingDeferredUi(): string[] {
      return [...imports.keys()].filter((name) => !loading.has(name));
    },
    /** Whether a page that imports these antd names must still wait for some deferred component. */
    needsDeferredUi(used: readonly string[] | undefined): boolean {
      const waiting = new Set([...imports.keys()].filter((name) => !loaded.has(name)));
      return waiting.size > 0 && drawsDeferredUi(used, waiting);
    },
    loadDeferredUi,
    deferredComponent,
  };
}

export const { registerDeferredUi, pendingDeferredUi, needsDeferredUi, loadDeferredUi, deferredComponent } = createDeferredUi();

/** Starts fetching the deferred parts a page draws (its route's recorded names), quietly: the page retries and reports. */
export function preloadDeferredUi(names: readonly string[] | undefined): void {
  if (needsDeferredUi(names)) loadDeferredUi(names).catch(() => undefined);
}
