import {
  LAUNCH_OFFER_MONTHS,
  PERFECT_WEEK_BONUS,
  POINTS_PER_UNIT,
  WEEKLY_CHALLENGE_REWARD,
} from '@streakwise/shared';

/**
 * The landing page's words. Quoted from docs/product.md (§1, §2) where it fixes them; the rest is
 * this app's own marketing copy. Candidates to move to packages/shared.
 */
export const LANDING_SPEC_TEXTS = {
  tagline: 'Build Better Discipline',
  startFreeToday: 'Start Free Today',
  watchDemo: 'Watch Demo',
  getStartedFree: 'Get Started Free',
  signIn: 'Sign In',
  launchOffer: `The first 100 users get Premium free for ${LAUNCH_OFFER_MONTHS} month.`,
  steps: ['Create Habits', 'Track Progress', 'See Results'],
} as const;

export const LANDING_TEXTS = {
  eyebrow: 'Streaks, points and badges',
  heroIntro:
    'Streakwise turns small daily actions into lasting habits. Track your progress, keep your streaks alive and see how far you’ve come.',
  statsLabel: 'Streakwise in numbers',
  featuresTitle: 'Everything you need to stay on track',
  featuresIntro: 'Simple daily check-ins, with just enough game to keep you coming back.',
  stepsTitle: 'How it works',
  stepsIntro: 'Three steps from good intentions to a routine that sticks.',
  testimonialsTitle: 'Loved by people building better days',
  plansTitle: 'Simple pricing in pounds sterling',
  plansIntro: 'Start free. Upgrade when you want more habits and deeper insight. Cancel anytime.',
  mostPopular: 'Most popular',
  perMonth: '/month',
  annualNote: (perMonth: string) => `or ${perMonth}/month billed annually`,
  freeForever: 'Free forever',
  startWithFree: 'Start with Free',
  choosePro: 'Choose Pro',
  choosePremium: 'Choose Premium',
  offerEyebrow: 'Launch offer',
  offerTitle: 'Premium, on us',
  offerDetail:
    'Sign up and verify your e-mail to claim it while places last. No card needed, and your habits stay yours when the month ends.',
  claimOffer: 'Claim your free month',
  /** While GET /api/site/launch-offer has not answered: words true whether or not places are left. */
  offerTitlePending: 'Our launch offer',
  signUpFree: 'Sign up free',
  placesLeft: (remaining: number, limit: number) =>
    `${remaining} of ${limit} ${limit === 1 ? 'place' : 'places'} left.`,
  offerEndedTitle: 'The launch offer has ended',
  offerEndedDetail:
    'Every free month of Premium has been claimed. You can still start on Free and upgrade whenever you like.',
  startFree: 'Start on Free',
  ctaTitle: 'Ready to build better discipline?',
  ctaIntro: 'Create your first habit in under a minute. It’s free.',
} as const;

export interface FeatureText {
  title: string;
  body: string;
}

export const FEATURES: readonly FeatureText[] = [
  {
    title: 'Habit tracking with streaks',
    body: 'Give each habit a daily target, check in as you go and watch your streak grow day after day.',
  },
  {
    title: 'Points and badges',
    body: `Earn ${POINTS_PER_UNIT} points per check-in, 1.5× from a 7-day streak and 2× from 30 days, and unlock badges along the way.`,
  },
  {
    title: 'Weekly challenges',
    body: `A fresh challenge every Monday worth ${WEEKLY_CHALLENGE_REWARD} bonus points, plus a ${PERFECT_WEEK_BONUS}-point perfect-week bonus when every habit hits its target all week.`,
  },
  {
    title: 'Analytics',
    body: 'Charts, heatmaps and completion rates show what’s working and where your week slips.',
  },
  {
    title: 'Responsive design',
    body: 'Check in from your phone on the go or plan from your laptop: it works on any screen.',
  },
  {
    title: 'Secure authentication',
    body: 'Token-based sign-in, verified e-mail addresses and hashed passwords keep your account yours.',
  },
];

export const STEP_BODIES = [
  'Pick the habits that matter to you and set a daily target for each.',
  'Check in every day, build streaks and collect points and badges.',
  'Follow your progress in charts and heatmaps and celebrate perfect weeks.',
] as const;

/**
 * NOTE: placeholder testimonials. Under the UK's Digital Markets, Competition and Consumers Act
 * 2024, fake reviews are banned: replace these with real, verifiable customer quotes (with
 * consent) before launch.
 */
export const TESTIMONIALS = [
  {
    quote:
      'I’ve tried every habit app going. Streakwise is the first one I’ve stuck with: the streak counter is weirdly motivating.',
    name: 'Priya S.',
    role: 'Product designer, Manchester',
  },
  {
    quote:
      'The weekly challenges turned my evening reading into a game. Forty-two days and counting.',
    name: 'Tom H.',
    role: 'Teacher, Bristol',
  },
  {
    quote: 'The heatmap showed me exactly which days I skip the gym. Small change, big difference.',
    name: 'Aisha K.',
    role: 'Nurse, Leeds',
  },
] as const;
