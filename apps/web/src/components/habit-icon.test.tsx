import { HABIT_ICONS } from '@streakwise/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HabitIcon } from './habit-icon';

const EMOJI = /\p{Extended_Pictographic}/u;

describe('HabitIcon', () => {
  it('draws each built-in icon as a named SVG, with no emoji left to fall back to a box', () => {
    const { container } = render(
      <>
        {HABIT_ICONS.map((icon) => (
          <HabitIcon key={icon} icon={icon} />
        ))}
      </>,
    );
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('aria-label'))).toEqual([
      'Target',
      'Strength',
      'Books',
      'Meditation',
      'Running',
      'Water',
      'Healthy food',
      'Sleep',
      'Writing',
      'Art',
    ]);
    expect(images.every((image) => image.tagName.toLowerCase() === 'svg')).toBe(true);
    expect(container.textContent).not.toMatch(EMOJI);
  });
});
