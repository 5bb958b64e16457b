// The host's antd comes in two parts: what the public frame, /home and the login card draw, in the
// first script, and the rest (tables, pickers, uploads, …) in a chunk fetched once the first page
// is idle, with a page that needs it, or when something first draws one of its components. The
// generated module the host provides as `antd` (tooling/src/trimmed-ui.ts) exports every name;
// until the chunk is in, a deferred name is a stand-in that suspends, so a page that needs it shows
// its loading state instead of failing, and remotes keep `import { Table } from 'antd'` on any host.
import { createElement, use, type ComponentType } from 'react';
import { drawsDeferredUi } from '@portal/shared/core';

type UiModule = Record<string, unknown>;

// Parts are PascalCase (RangePicker, Item); ALL_CAPS statics (LIST_IGNORE) are values.
const PART = /^[A-Z][a-z]/;

function pathOf(path: readonly string[], from: UiModule): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], from);
}

/** The state of one page's deferred part; the page has one (below), tests make their own. */
export function createDeferredUi() {
  let load: (() => Promise<UiModule>) | undefined;
  let names = new Set<string>();
  let loading: Promise<UiModule> | undefined;
  let loaded: UiModule | undefined;

  /**
   * Fetches the deferred part (once). Resolves at once where nothing is deferred: the dev server,
   * the whole-antd variant of the host.
   */
  function loadDeferredUi(): Promise<UiModule> {
    if (!loading) {
      const started = (load ? load() : Promise.resolve({})).then((module) => (loaded = module));
      // A failed fetch (network gone) may be retried by the next page that needs it.
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return loading;
  }

  /**
   * A stand-in for a deferred component (or one of its parts, such as `DatePicker.RangePicker`): it
   * suspends until the deferred part is in, then draws the real one with the same props (and ref:
   * React 19 passes it as a prop). Parts read from it before the load are stand-ins too; other
   * statics (`Upload.LIST_IGNORE`) read through to the real component once it is in.
   */
  function deferredComponent(...path: string[]): ComponentType<Record<string, unknown>> {
    const parts = new Map<string, unknown>();
    function Deferred(props: Record<string, unknown>) {
      const module = loaded ?? use(loadDeferredUi());
      return createElement(pathOf(path, module) as ComponentType, props);
    }
    Deferred.displayName = `Deferred(${path.join('.')})`;
    return new Proxy(Deferred, {
      get(target, key, receiver) {
        // The function's own properties (name, prototype, displayName) stay the stand-in's: React
        // reads them to decide how to call it.
        if (typeof key !== 'string' || Object.hasOwn(target, key)) return Reflect.get(target, key, receiver);
        if (loaded) return (pathOf(path, loaded) as Record<string, unknown> | undefined)?.[key];
        if (!PART.test(key)) return undefined;
        if (!parts.has(key)) parts.set(key, deferredComponent(...path, key));
        return parts.get(key);
      },
    });
  }

  return {
    /** Called once by the generated module with the deferred names and the import of their chunk. */
    registerDeferredUi(deferred: readonly string[], importDeferred: () => Promise<UiModule>): void {
      names = new Set(deferred);
      load = importDeferred;
    },
    /** Whether a page that imports these antd names must still wait for the deferred part. */
    needsDeferredUi(used: readonly string[] | undefined): boolean {
      return load !== undefined && loaded === undefined && drawsDeferredUi(used, names);
    },
    loadDeferredUi,
    deferredComponent,
  };
}

export const { registerDeferredUi, needsDeferredUi, loadDeferredUi, deferredComponent } = createDeferredUi();
