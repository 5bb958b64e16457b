import type { TodoItem, TodoKind } from './todo.api';

/** The order the kinds are shown in (what needs acting on first). */
export const TODO_ORDER: TodoKind[] = ['sourcesToQuote', 'feesDue', 'unreadNotices', 'filesExpiring', 'questionsAnswered', 'objectionsReplied', 'changesRejected'];

/** The server's items in display order; kinds the client does not know come last, as given. */
export function orderedItems(items: readonly TodoItem[]): TodoItem[] {
  const rank = (k: string) => {
    const i = TODO_ORDER.indexOf(k as TodoKind);
    return i < 0 ? TODO_ORDER.length : i;
  };
  return [...items].sort((a, b) => rank(a.kind) - rank(b.kind));
}

/** The badge: the server's total, or the items' sum when it has none. */
export const pendingTotal = (list: { total?: number; items: readonly TodoItem[] } | undefined): number =>
  list ? (typeof list.total === 'number' ? list.total : list.items.reduce((s, i) => s + i.count, 0)) : 0;
