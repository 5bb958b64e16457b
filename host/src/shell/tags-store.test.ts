import { closeAllTags, closeOtherTags, closeTag, openTag, tagsStore } from './tags-store';

const tag = (value: string) => ({ value, labelKey: value, namespace: 'x', query: {} });

beforeEach(() => tagsStore.setState({ tags: [], active: null }));

test('opening a page twice keeps one tag and updates its query', () => {
  openTag(tag('/a'));
  openTag({ ...tag('/a'), query: { id: '1' } });
  expect(tagsStore.getState().tags).toHaveLength(1);
  expect(tagsStore.getState().tags[0].query).toEqual({ id: '1' });
});

test('closing the active tag opens the previous one', () => {
  openTag(tag('/a'));
  openTag(tag('/b'));
  openTag(tag('/c'));
  expect(closeTag('/c')?.value).toBe('/b');
  expect(tagsStore.getState().active).toBe('/b');
});

test('the last tag cannot be closed', () => {
  openTag(tag('/a'));
  expect(closeTag('/a')).toBeUndefined();
  expect(tagsStore.getState().tags).toHaveLength(1);
});

test('close other keeps only the chosen tag and makes it active', () => {
  openTag(tag('/a'));
  openTag(tag('/b'));
  openTag(tag('/c'));
  closeOtherTags('/b');
  expect(tagsStore.getState()).toEqual({ tags: [tag('/b')], active: '/b' });
});

test('close all leaves only the first page', () => {
  openTag(tag('/a'));
  openTag(tag('/b'));
  closeAllTags(tag('/home/index'));
  expect(tagsStore.getState()).toEqual({ tags: [tag('/home/index')], active: '/home/index' });
});

test('closing an inactive tag keeps the active one', () => {
  openTag(tag('/a'));
  openTag(tag('/b'));
  expect(closeTag('/a')).toBeUndefined();
  expect(tagsStore.getState()).toEqual({ tags: [tag('/b')], active: '/b' });
});

test('closing the tag the address already shows opens its neighbour, though the drawn page is still the one being left', () => {
  openTag(tag('/a'));
  openTag(tag('/b'));
  // The supplier clicked the tag of /a: the address shows it, the transition has not drawn it yet.
  expect(closeTag('/a', '/a')?.value).toBe('/b');
  expect(tagsStore.getState()).toEqual({ tags: [tag('/b')], active: '/b' });
});

test('closing the drawn tag while the address already shows another one does not go back to a neighbour', () => {
  openTag(tag('/a'));
  openTag(tag('/b'));
  openTag(tag('/c'));
  // Active is /c, the address already shows /a.
  expect(closeTag('/c', '/a')).toBeUndefined();
  expect(tagsStore.getState()).toEqual({ tags: [tag('/a'), tag('/b')], active: '/a' });
});
