import { fireEvent, render, screen } from '@testing-library/react';
import { navigation } from '@portal/shared/core';
import { PortalLink } from './PortalLink';

describe('PortalLink', () => {
  const go = jest.fn();
  const open = jest.fn();
  const replace = jest.fn();
  beforeEach(() => {
    jest.clearAllMocks();
    navigation.setNavigator({ go, open, replace });
  });
  afterAll(() => navigation.setNavigator(null));

  it('carries the address with its query in the href', () => {
    render(<PortalLink to="/index_list" query={{ ggTypeName: 'zbgg', empty: '' }}>list</PortalLink>);
    expect(screen.getByText('list').getAttribute('href')).toBe('/index_list?ggTypeName=zbgg');
  });

  it('a plain left click stays in the app', () => {
    render(<PortalLink to="/home">home</PortalLink>);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByText('home'), event);
    expect(event.defaultPrevented).toBe(true);
    expect(go).toHaveBeenCalledWith('/home', undefined);
  });

  it('a new-tab link opens through the bus and says so to the browser', () => {
    render(<PortalLink to="/infoMainList" query={{ type: 'NEWS' }} newTab>news</PortalLink>);
    const link = screen.getByText('news');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith('/infoMainList', { type: 'NEWS' });
  });

  it('middle and modified clicks are left to the browser', () => {
    render(<PortalLink to="/home">home</PortalLink>);
    const link = screen.getByText('home');
    for (const init of [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      fireEvent(link, event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(go).not.toHaveBeenCalled();
  });

  it('onNavigate replaces the navigation of a plain click', () => {
    const puzzle = jest.fn();
    render(<PortalLink to="/source_detail" query={{ sourceId: 'S1' }} newTab onNavigate={puzzle}>source</PortalLink>);
    fireEvent.click(screen.getByText('source'));
    expect(puzzle).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
