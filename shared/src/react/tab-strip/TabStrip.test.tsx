import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { TabStrip } from './TabStrip';

type Key = 'bidding' | 'change' | 'winning';
const ITEMS = [
  { key: 'bidding', label: 'Bidding', testId: 'tab-bidding' },
  { key: 'change', label: 'Change', testId: 'tab-change' },
  { key: 'winning', label: 'Winning', testId: 'tab-winning' },
] as const;

function Block({ onChange = () => undefined }: { onChange?: (key: Key) => void }) {
  const [tab, setTab] = useState<Key>('bidding');
  return (
    <TabStrip<Key>
      label="Bidding area"
      panelId="block-panel"
      activeKey={tab}
      items={ITEMS}
      onChange={(key) => {
        onChange(key);
        setTab(key);
      }}
    >
      rows of {tab}
    </TabStrip>
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

describe('TabStrip', () => {
  it('is a named tab list whose selected tab labels the panel', () => {
    render(<Block />);
    const list = screen.getByRole('tablist', { name: 'Bidding area' });
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bidding', 'Change', 'Winning']);
    expect(selected()).toEqual(['Bidding']);
    expect(screen.getByRole('tabpanel', { name: 'Bidding' }).textContent).toBe('rows of bidding');
    expect(screen.getByTestId('tab-change').getAttribute('aria-controls')).toBe('block-panel');
  });

  it('shows the tab clicked, and only the selected tab is in the tab order', () => {
    const onChange = jest.fn();
    render(<Block onChange={onChange} />);
    fireEvent.click(screen.getByTestId('tab-winning'));
    expect(onChange).toHaveBeenCalledWith('winning');
    expect(selected()).toEqual(['Winning']);
    expect(screen.getByRole('tabpanel', { name: 'Winning' }).textContent).toBe('rows of winning');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends, and focuses the tab it selects', () => {
    render(<Block />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Winning']);
    expect(document.activeElement).toBe(screen.getByTestId('tab-winning'));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['Bidding']);
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toEqual(['Winning']);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toEqual(['Bidding']);
    expect(document.activeElement).toBe(screen.getByTestId('tab-bidding'));
  });

  it('leaves other keys alone', () => {
    const onChange = jest.fn();
    render(<Block onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
    expect(selected()).toEqual(['Bidding']);
  });
});
