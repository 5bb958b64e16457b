import type { Language } from './constants';
import type { PortalUser, TempUser } from '@portal/runtime';

// The user and error-log shapes belong to the singleton runtime's contract; re-exported here so
// plain code keeps one import place.
export type { ErrorLogEntry, PortalUser, ShellUser, TempUser, WarehousingStatus } from '@portal/runtime';

/** The one reply envelope of the server (ARCHITECTURE: Server). */
export interface ApiReply<T = unknown> {
  code: 0 | 1;
  msg: string;
  data?: T;
  records?: T[];
  total?: number;
  /** With total: more rows matched than the server counts (10,000); total is a lower bound. */
  totalCapped?: boolean;
}

/** One page of a list as screens use it. */
export interface PageOf<T> {
  records: T[];
  total: number;
  /** total is "at least": the pager shows "10,000+" and offers the pages up to it. */
  totalCapped?: boolean;
}

/** The page a list call answered, from its envelope. */
export const pageOf = <T>(reply: ApiReply<T>): PageOf<T> => ({ records: reply.records ?? [], total: reply.total ?? 0, totalCapped: reply.totalCapped === true });

export type InfoType =
  | 'BID_PREVIEW'
  | 'SOU_PREVIEW'
  | 'BID_COMPLETE'
  | 'BID_CANDIDATE'
  | 'BID_NOTICE'
  | 'BID_TERMINATION'
  | 'NEWS'
  | 'REGUL'
  | 'DYNAMIC'
  | 'ANNOUNCE'
  | 'HELP'
  | 'SOU_COMPLETE'
  | 'SOU_TERMINATION'
  | 'PUBLIC';

export interface Notice {
  infoId: string;
  infoTitle: string;
  infoTitleEn?: string | null;
  infoType: InfoType | string;
  noticeSendTime?: string | null;
  bidDocReferEndTime?: string | null;
  creationDate?: string | null;
  meaning?: string | null;
  noticeCode?: string | null;
  businessNum?: string | null;
  noticeStatus?: string | null;
  attribute3?: string | null;
  infoDtime?: string | null;
}

export interface SourceItem {
  sourceId: string;
  sourceTitle: string;
  sourceTitleEn?: string | null;
  quotationDate?: string | null;
  sourceNum?: string | null;
  sourceType?: string | null;
  [field: string]: unknown;
}

/** Reply of the login calls; 'protalUser' keeps the wire spelling of spec 01 §3. */
export interface LoginResult {
  result: string;
  loginToken?: string;
  protalUser?: PortalUser | null;
  tempuser?: TempUser | null;
  username?: string;
  /** Used as typeCode on a forced password change. */
  password?: string;
}

export interface RemoteRoute {
  path: string;
  labelKey: string;
  icon?: string;
  roles?: string[];
  keepAlive?: boolean;
  public?: boolean;
  menuGroup?: string;
  hideInMenu?: boolean;
  /**
   * How the host frames the page: 'shell' (default) with side menu, tag bar and keep-alive;
   * 'portal' in the public frame (portal header, top tab bar, footer); 'blank' with nothing around it.
   */
  layout?: 'shell' | 'portal' | 'blank';
  /**
   * The route also answers every path below it (`/myiframe/{routerPath}`); the part below reaches
   * the page as `subPath`, still URL-encoded.
   */
  prefix?: boolean;
  /**
   * The antd components the page's own chunks import, written by the remote's build (never by
   * hand): the host fetches the part of antd it defers together with a page that needs it.
   */
  ui?: string[];
}

export interface RemoteManifest {
  /** Module Federation name, e.g. 'mf_public'. */
  name: string;
  namespace: string;
  routes: RemoteRoute[];
  locales: Record<Language, Record<string, unknown>>;
}
