import { closeTag, openTag, tagsStore } from './tags-store';

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
