import type { Accent, Theme } from '@streakwise/shared';

/** Words of the appearance section (components/appearance-section.tsx). */
export const THEME_TEXTS = {
  heading: 'Appearance',
  description: 'Light, dark, or as your device is set. Premium adds colour themes.',
  themeLegend: 'Theme',
  themes: {
    system: { label: 'System', hint: 'Follows your device' },
    light: { label: 'Light', hint: 'Always light' },
    dark: { label: 'Dark', hint: 'Always dark' },
  } satisfies Record<Theme, { label: string; hint: string }>,
  accentLegend: 'Colour theme',
  premiumBadge: 'Premium',
  defaultAccent: 'Indigo (default)',
  accents: {
    ocean: 'Ocean',
    forest: 'Forest',
    sunset: 'Sunset',
    grape: 'Grape',
  } satisfies Record<Accent, string>,
  lockNote: 'Colour themes come with the Premium plan.',
  seePremium: 'See Premium',
  themeSaved: 'Theme saved',
  accentSaved: 'Colour theme saved',
} as const;
