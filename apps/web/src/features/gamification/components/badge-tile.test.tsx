import { BADGES } from '@streakwise/shared';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { makeBadges } from '../../../test/habit-fixtures';
import { announceBadge } from '../achievement-toasts';
import { BadgeTile } from './badge-tile';

const EMOJI = /\p{Extended_Pictographic}/u;

describe('badge artwork', () => {
  it('draws every badge tile as a named SVG, with no emoji to show as a box', () => {
    const { container } = render(
      <ul>
        {makeBadges(['first-habit', 'streak-7']).map((badge) => (
          <BadgeTile key={badge.id} badge={badge} />
        ))}
      </ul>,
    );
    for (const badge of BADGES) {
      const art = container.querySelector(`svg[aria-label="${badge.name}"]`);
      expect(art, badge.name).not.toBeNull();
    }
    expect(container.textContent).not.toMatch(EMOJI);
  });

  it('celebrates a new badge in a toast drawn the same way', async () => {
    const { container } = render(<Toaster />);
    const badge = BADGES.find((item) => item.id === 'streak-7');
    if (!badge) throw new Error('streak-7 is in the catalogue');
    act(() => announceBadge(badge));

    expect(await screen.findByText('Badge earned: Week Warrior')).toBeTruthy();
    expect(container.querySelector('svg[aria-label="Week Warrior"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(EMOJI);
  });
});
