import type { CookieCategory } from './consent-types';

/** The cookie categories, as the banner, the preference panel and the cookie policy name them. */
export const COOKIE_CATEGORIES: ReadonlyArray<{
  id: CookieCategory;
  label: string;
  description: string;
}> = [
  {
    id: 'necessary',
    label: 'Essential',
    description:
      'Keep you signed in, remember your cookie choice and protect the service. Always on: the service cannot work without them.',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Help us understand, in aggregate, how the service is used so we can improve it.',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Measure our advertising and show you relevant offers on other sites.',
  },
  {
    id: 'functional',
    label: 'Functional',
    description: 'Remember optional settings and enable extra features, such as embedded content.',
  },
];
