import type { PlanType, Session, Subscription, User } from '@streakwise/shared';
import { authState, testUser } from '../../test/fixtures';
import type { AuthState } from '../auth';

/** For the settings tests: a user with every field the settings page reads. */
export function settingsUser(plan: PlanType = 'free', overrides: Partial<User> = {}): User {
  const subscription: Subscription =
    plan === 'free'
      ? testUser.subscription
      : {
          type: plan,
          priceType: 'monthly',
          expiredAt: '2026-03-12T10:00:00.000Z',
          cancelAtPeriodEnd: false,
          launchOffer: false,
        };
  return {
    ...testUser,
    subscription,
    reminder: { enabled: false, time: '20:00', days: [0, 1, 2, 3, 4, 5, 6] },
    weeklyReport: false,
    ...overrides,
  };
}

/** A signed-in session with its token stored, as after a real login. */
export function signedInAs(user: User): AuthState {
  window.localStorage.setItem('token', 'test-token');
  return authState({ user, token: 'test-token', isAuthenticated: true });
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    _id: '7d1d2a0e-3c4b-4f5a-8b6c-9d0e1f2a3b4c',
    device: 'Chrome on macOS',
    createdAt: '2026-02-01T09:00:00.000Z',
    lastUsedAt: '2026-02-10T18:30:00.000Z',
    current: true,
    ...overrides,
  };
}
