import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAnalytics, makeProtectedAnalytics } from '../premium-fixtures';
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

/** Moves the pointer across the chart and collects every tooltip it shows, left to right. */
async function tooltipsOf(container: HTMLElement): Promise<string[]> {
  const chart = container.querySelector('.recharts-wrapper') as HTMLElement;
  const seen: string[] = [];
  for (let x = 0; x <= 600; x += 20) {
    await act(async () => {
      fireEvent.mouseMove(chart, { clientX: x, clientY: 120 });
      // Recharts handles the pointer on the next animation frame.
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const tooltip = container.querySelector('.recharts-tooltip-wrapper');
    const text = tooltip?.textContent ?? '';
    if (text && !seen.includes(text)) seen.push(text);
  }
  return seen;
}

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

  it('says in the daily tooltip how many habit-days were protected, and none due for a day with nothing due', async () => {
    const { container } = render(<CompletionTrendChart daily={makeProtectedAnalytics().daily} />);
    expect(await tooltipsOf(container)).toEqual([
      '6 Nov' + 'Completion rate : 100%',
      '7 Nov · 1 protected' + 'Completion rate : 100%',
      '8 Nov · 2 protected' + 'Completion rate : none due',
      '9 Nov' + 'Completion rate : 100%',
      '10 Nov' + 'Completion rate : 100%',
      '11 Nov' + 'Completion rate : 100%',
      '12 Nov' + 'Completion rate : 50%',
    ]);
  });

  it('says in the weekday tooltip how many habit-days were protected', async () => {
    const { container } = render(<WeekdayChart weekdays={makeProtectedAnalytics().weekdays} />);
    expect(await tooltipsOf(container)).toEqual([
      'Mon' + 'Completion rate : 100%',
      'Tue' + 'Completion rate : 100%',
      'Wed' + 'Completion rate : 50%',
      'Thu' + 'Completion rate : 100%',
      'Fri · 1 protected' + 'Completion rate : 100%',
      'Sat · 2 protected' + 'Completion rate : none due',
      'Sun' + 'Completion rate : 100%',
    ]);
  });

  it('mentions no protected days in the tooltips of a reply without any', async () => {
    const daily = await tooltipsOf(
      render(<CompletionTrendChart daily={makeAnalytics().daily} />).container,
    );
    const weekdays = await tooltipsOf(
      render(<WeekdayChart weekdays={makeAnalytics().weekdays} />).container,
    );
    expect(daily).toHaveLength(7);
    expect(weekdays).toHaveLength(7);
    expect([...daily, ...weekdays].filter((text) => /protected|none due/.test(text))).toEqual([]);
  });
});
