// The supplier centre's to-do calls (issue 15; server/README.md "Supplier centre"): what waits for
// the supplier, each kind with its count and page, and the mark a list page sets when it shows
// the "since it last looked" kinds.
import { http, type ApiReply } from '@portal/shared/core';

const P = '/isp/portal';

export type TodoKind = 'sourcesToQuote' | 'questionsAnswered' | 'objectionsReplied' | 'unreadNotices' | 'filesExpiring' | 'feesDue' | 'changesRejected';

export interface TodoItem {
  kind: TodoKind;
  count: number;
  /** The page of a remote the kind leads to (`/supplier_notice_list`). */
  route: string;
  /** For the marked kinds: when the supplier last looked (null: never). */
  lastLookedAt: string | null;
}

export interface TodoSource {
  sourceId: string;
  sourceNum: string;
  sourceTitle: string;
  sourceType: string;
  sourceTitleEn?: string | null;
  round: number;
  deadline: string | null;
  /** In round 2: the server takes this supplier's round-2 quotation (it sent in round 1). */
  mayQuoteRound2?: boolean;
}

/** An awarded source the supplier quoted in: whether it won, and the result notice (issue 33). */
export interface TodoAward {
  sourceId: string;
  sourceNum: string;
  sourceTitle: string;
  sourceTitleEn?: string | null;
  sourceType: string;
  awardedAt: string | null;
  isWinner: boolean;
  awardNotice: { noticeCode: string; ggTypeName: string } | null;
}

export interface ExpiringFile {
  fileId: string;
  fileName: string;
  fileBusinessType: string;
  validUntil: string | null;
  expired: boolean;
}

export interface TodoList {
  items: TodoItem[];
  /** The home page's pending badge: the sum of every count. */
  total: number;
  sources: TodoSource[];
  awards?: TodoAward[];
  expiringFiles: ExpiringFile[];
}

export async function fetchTodoList(): Promise<TodoList> {
  const { data } = await http.post<ApiReply<TodoList>>(`${P}/user/getTodoList`, {});
  return data.data ?? { items: [], total: 0, sources: [], expiringFiles: [] };
}
