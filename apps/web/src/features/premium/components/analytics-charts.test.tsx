import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAnalytics } from '../premium-fixtures';
import { CompletionTrendChart, WeekdayChart } from './analytics-charts';

// jsdom lays nothing out: the charts are given a 600 × 240 box to draw in.
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 600, height: 240 } } as ResizeObserverEntry;
    this.callback([entry], this);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FixedSizeObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 240,
    top: 0,
    left: 0,
    right: 600,
    bottom: 240,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('analytics charts', () => {
  it('draws the daily rate as an area, hidden from screen readers', () => {
    const { container } = render(<CompletionTrendChart daily={makeAnalytics().daily} />);
    expect(container.querySelector('.recharts-area')).not.toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the weekday rates as bars, Monday first', () => {
    const { container } = render(<WeekdayChart weekdays={makeAnalytics().weekdays} />);
    const heights = [...container.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    // Mon, Tue 100%; Wed 50%; Thu 100%; Fri 50%; Sat 0% (no bar); Sun 100%.
    expect(heights).toEqual([202, 202, 101, 202, 101, 202]);
  });
});
