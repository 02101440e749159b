import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const IDS = ['overview', 'habits', 'ideas', 'analytics', 'goals', 'export'] as const;
type Id = (typeof IDS)[number];
const TAB_PX = 150;

function Harness({ initial = 'overview' }: { initial?: Id }) {
  const [selected, setSelected] = useState<Id>(initial);
  return (
    <Tabs
      items={IDS.map((id) => ({ id, label: id }))}
      selected={selected}
      onSelect={setSelected}
      label="Sections"
      idPrefix="t"
    />
  );
}

/** jsdom lays nothing out: give the bar a phone's width and each tab a width of its own. */
function layOut(barWidth: number) {
  const isBar = (element: HTMLElement) => element.getAttribute('role') === 'tablist';
  const index = (element: HTMLElement) => IDS.indexOf(element.id.replace('t-tab-', '') as Id);
  const size = (name: 'clientWidth' | 'scrollWidth' | 'offsetLeft' | 'offsetWidth') =>
    vi.spyOn(HTMLElement.prototype, name, 'get');
  size('clientWidth').mockImplementation(function (this: HTMLElement) {
    return isBar(this) ? barWidth : 0;
  });
  size('scrollWidth').mockImplementation(function (this: HTMLElement) {
    return isBar(this) ? Math.max(barWidth, IDS.length * TAB_PX) : 0;
  });
  size('offsetLeft').mockImplementation(function (this: HTMLElement) {
    return index(this) * TAB_PX;
  });
  size('offsetWidth').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tab' ? TAB_PX : 0;
  });
}

const bar = () => screen.getByRole('tablist', { name: 'Sections' });

/** Scrolls the bar as a finger or the arrows would, with the event a browser fires. */
function scrollTo(left: number) {
  bar().scrollLeft = left;
  fireEvent.scroll(bar());
}

describe('tab bar on a narrow screen', () => {
  beforeEach(() => layOut(360));

  it('shows that more tabs wait to the right, and the arrows scroll to them', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    expect(screen.getByRole('button', { name: 'Show more tabs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more tabs' }));
    expect(bar().scrollLeft).toBeGreaterThan(0);
    fireEvent.scroll(bar());
    expect(screen.getByRole('button', { name: 'Show earlier tabs' })).toBeTruthy();

    scrollTo(IDS.length * TAB_PX - 360);
    expect(screen.queryByRole('button', { name: 'Show more tabs' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show earlier tabs' }));
    expect(bar().scrollLeft).toBeLessThan(IDS.length * TAB_PX - 360);
  });

  it('opens scrolled to the selected tab, and follows the arrow keys to the end', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial="export" />);
    const lastTabEnd = IDS.length * TAB_PX;
    expect(bar().scrollLeft + 360).toBeGreaterThanOrEqual(lastTabEnd);
    unmount();

    render(<Harness />);
    expect(bar().scrollLeft).toBe(0);
    await user.click(screen.getByRole('tab', { name: 'overview' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'export' }));
    expect(bar().scrollLeft + 360).toBeGreaterThanOrEqual(lastTabEnd);
  });

  it('shows no arrows when every tab fits', () => {
    vi.restoreAllMocks();
    layOut(1200);
    render(<Harness />);
    expect(screen.queryByRole('button', { name: /tabs$/ })).toBeNull();
  });
});
