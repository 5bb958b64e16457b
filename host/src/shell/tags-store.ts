import { createStore } from '@portal/shared/core';

export interface Tag {
  /** Route path; one tag per page. */
  value: string;
  labelKey: string;
  namespace: string;
  query: Record<string, string>;
}

interface TagsState {
  tags: Tag[];
  active: string | null;
}

export const tagsStore = createStore<TagsState>({ tags: [], active: null });

export function openTag(tag: Tag): void {
  tagsStore.setState((state) => {
    const exists = state.tags.some((t) => t.value === tag.value);
    const tags = exists ? state.tags.map((t) => (t.value === tag.value ? { ...t, query: tag.query } : t)) : [...state.tags, tag];
    return { tags, active: tag.value };
  });
}

/**
 * Closes a tag and returns the tag to show next, if the page the address shows was closed; the last
 * tag stays. `shown` is that page's tag, read from the address at the moment of the click: a page
 * change is drawn as a transition, so `active` can still name the page being left while the
 * address already names the next one, and closing the next one must not leave the address on it.
 */
export function closeTag(value: string, shown: string | undefined = tagsStore.getState().active ?? undefined): Tag | undefined {
  const { tags, active } = tagsStore.getState();
  if (tags.length <= 1) return undefined;
  const index = tags.findIndex((t) => t.value === value);
  if (index < 0) return undefined;
  const remaining = tags.filter((t) => t.value !== value);
  const next = shown === value ? remaining[Math.max(0, index - 1)] : undefined;
  tagsStore.setState({ tags: remaining, active: next ? next.value : active === value ? (shown ?? null) : active });
  return next;
}

/** Keeps only the given tag (which becomes active). */
export function closeOtherTags(value: string): void {
  const { tags } = tagsStore.getState();
  const keep = tags.find((t) => t.value === value);
  if (keep) tagsStore.setState({ tags: [keep], active: keep.value });
}

/** Closes every tag and leaves the first page open, so the bar is never empty; returns it. */
export function closeAllTags(home: Tag): Tag {
  tagsStore.setState({ tags: [home], active: home.value });
  return home;
}
