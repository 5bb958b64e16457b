import { buildUrl, navigation } from './navigation';

describe('navigation bus', () => {
  afterEach(() => navigation.setNavigator(null));

  it('builds urls, leaving out empty values', () => {
    expect(buildUrl('/source_detail', { sourceId: 'S 1', empty: '', none: undefined })).toBe('/source_detail?sourceId=S+1');
    expect(buildUrl('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(buildUrl('/home')).toBe('/home');
  });

  it('delegates to the registered navigator', () => {
    const go = jest.fn();
    const open = jest.fn();
    const replace = jest.fn();
    navigation.setNavigator({ go, open, replace });
    navigation.go('/home');
    navigation.open('/index_list', { ggTypeName: 'zbgg' });
    navigation.replace('/home');
    expect(go).toHaveBeenCalledWith('/home', undefined);
    expect(open).toHaveBeenCalledWith('/index_list', { ggTypeName: 'zbgg' });
    expect(replace).toHaveBeenCalledWith('/home', undefined);
  });

  it('falls back to window.open without a navigator', () => {
    const spy = jest.spyOn(window, 'open').mockImplementation(() => null);
    navigation.open('/statement', { a: 1 });
    expect(spy).toHaveBeenCalledWith('/statement?a=1', '_blank');
    spy.mockRestore();
  });
});
