import type { PortalUser, ShellUser, TempUser } from './runtime-types';
import { TOKEN_TIME, TOKEN_TIME_STEP } from './constants';
import { digest } from './digest';
import { createStore, type Store } from './observable-store';
import { getStore, removeStore, setStore } from './storage';

export interface LockState {
  locked: boolean;
  passwordHash?: string;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  tokenTime: number;
  portalUser: PortalUser | null;
  tempUser: TempUser | null;
  userInfo: ShellUser | null;
  loginMark: string | null;
  lock: LockState;
}

// Storage names; local storage so that a reload keeps the session and the lock.
const KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenTime: 'token_time',
  portalUser: 'portal_user',
  tempUser: 'temp_user',
  userInfo: 'user_info',
  loginMark: 'login_mark',
  lock: 'lock',
} as const satisfies Record<keyof SessionState, string>;

function emptyState(): SessionState {
  return {
    accessToken: null,
    refreshToken: null,
    tokenTime: TOKEN_TIME,
    portalUser: null,
    tempUser: null,
    userInfo: null,
    loginMark: null,
    lock: { locked: false },
  };
}

function loadState(): SessionState {
  const base = emptyState();
  const read = <K extends keyof SessionState>(key: K): SessionState[K] => {
    const value = getStore<SessionState[K]>({ name: KEYS[key] });
    return value === undefined || value === null ? base[key] : value;
  };
  return {
    accessToken: read('accessToken'),
    refreshToken: read('refreshToken'),
    tokenTime: read('tokenTime'),
    portalUser: read('portalUser'),
    tempUser: read('tempUser'),
    userInfo: read('userInfo'),
    loginMark: read('loginMark'),
    lock: read('lock'),
  };
}

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  setTokens(tokens: { accessToken: string; refreshToken?: string | null }): void;
  setPortalUser(user: PortalUser | null): void;
  setTempUser(user: TempUser | null): void;
  setUserInfo(user: ShellUser | null): void;
  setLoginMark(mark: string | null): void;
  tickTokenTime(): number;
  setLockPassword(password: string): void;
  lock(): void;
  unlock(password: string): boolean;
  isLoggedIn(): boolean;
  roles(): string[];
  logout(): void;
  reloadFromStorage(): void;
}

function createSession(): Session {
  const store: Store<SessionState> = createStore(loadState());

  function save(partial: Partial<SessionState>): void {
    for (const key of Object.keys(partial) as (keyof SessionState)[]) {
      const value = partial[key];
      if (value === null || value === undefined) removeStore({ name: KEYS[key] });
      else setStore({ name: KEYS[key], content: value });
    }
    store.setState(partial);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setTokens({ accessToken, refreshToken }) {
      const partial: Partial<SessionState> = { accessToken, tokenTime: TOKEN_TIME };
      if (refreshToken !== undefined) partial.refreshToken = refreshToken;
      save(partial);
    },
    setPortalUser: (portalUser) => save({ portalUser }),
    setTempUser: (tempUser) => save({ tempUser }),
    setUserInfo: (userInfo) => save({ userInfo }),
    setLoginMark: (loginMark) => save({ loginMark }),
    tickTokenTime() {
      const tokenTime = store.getState().tokenTime - TOKEN_TIME_STEP;
      save({ tokenTime });
      return tokenTime;
    },
    setLockPassword(password) {
      save({ lock: { ...store.getState().lock, passwordHash: digest(password) } });
    },
    lock() {
      // Locking without a password would make the lock screen impossible to leave.
      if (!store.getState().lock.passwordHash) return;
      save({ lock: { ...store.getState().lock, locked: true } });
    },
    unlock(password) {
      const { lock } = store.getState();
      if (!lock.passwordHash || digest(password) !== lock.passwordHash) return false;
      save({ lock: { locked: false } });
      return true;
    },
    isLoggedIn: () => Boolean(store.getState().accessToken),
    roles: () => store.getState().userInfo?.roles ?? [],
    logout() {
      (Object.keys(KEYS) as (keyof SessionState)[]).forEach((key) => removeStore({ name: KEYS[key] }));
      store.setState(emptyState());
    },
    reloadFromStorage() {
      store.setState(loadState());
    },
  };
}

const GLOBAL_KEY = '__PORTAL_SESSION__';
type SessionGlobal = typeof globalThis & { [GLOBAL_KEY]?: Session };

// Kept on globalThis so two bundled copies of this module (a remote that failed to share) still see one session.
export const session: Session = ((globalThis as SessionGlobal)[GLOBAL_KEY] ??= createSession());
