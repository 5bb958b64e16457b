// Lets one remote use a module another remote exposes (the home page mounts mf-auth's login card)
// without importing its source and without knowing where it is deployed: the host, which registered
// every remote from the registry, answers the load.
export type RemoteModuleLoader = (remote: string, exposed: string) => Promise<unknown>;

interface RemoteModulesBus {
  setLoader(loader: RemoteModuleLoader | null): void;
  load<T>(remote: string, exposed: string): Promise<T>;
}

function createBus(): RemoteModulesBus {
  let loader: RemoteModuleLoader | null = null;
  return {
    setLoader(next) {
      loader = next;
    },
    async load<T>(remote: string, exposed: string): Promise<T> {
      if (!loader) throw new Error(`${remote}/${exposed}: no host has registered remotes`);
      return (await loader(remote, exposed)) as T;
    },
  };
}

const GLOBAL_KEY = '__PORTAL_REMOTE_MODULES__';
type RemoteModulesGlobal = typeof globalThis & { [GLOBAL_KEY]?: RemoteModulesBus };

export const remoteModules: RemoteModulesBus = ((globalThis as RemoteModulesGlobal)[GLOBAL_KEY] ??= createBus());
