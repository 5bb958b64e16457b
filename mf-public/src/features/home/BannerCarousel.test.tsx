import { act, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@portal/shared/core';
import { BannerCarousel } from './BannerCarousel';

/** Whether the slide holding this text is the one shown (the others are hidden). */
const shown = (text: string) => !screen.getByText(text).closest('.home-banner-frame')!.hasAttribute('hidden');

describe('BannerCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the next slide every CAROUSEL_INTERVAL_MS and comes round to the first', () => {
    render(<BannerCarousel slides={[<p key="a">first</p>, <p key="b">second</p>]} />);
    expect(shown('first')).toBe(true);
    expect(shown('second')).toBe(false);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(shown('first')).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(shown('second')).toBe(true);
    expect(shown('first')).toBe(false);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown('first')).toBe(true);
  });

  it('one slide is simply shown, with no timer', () => {
    render(<BannerCarousel slides={[<p key="a">only</p>]} />);
    expect(shown('only')).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
