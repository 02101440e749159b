import { DEFAULT_HABIT_COLOR } from '@streakwise/shared';

const HEX = /^#[0-9a-f]{6}$/i;

/** The habit's colour, or blue when the stored value is not a plain #RRGGBB. */
export function habitColor(color: string): string {
  return HEX.test(color) ? color : DEFAULT_HABIT_COLOR;
}

/** The colour at a given opacity (0–1), as #RRGGBBAA. */
export function tint(color: string, opacity: number): string {
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${habitColor(color)}${alpha}`;
}
