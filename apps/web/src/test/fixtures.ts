import type { User } from '@streakwise/shared';
import { signedOutState, type AuthState } from '../features/auth';

export const testUser: User = {
  _id: '0b6f1c0e-6a51-4a8e-9a59-4f2d6f5e8c11',
  name: 'Alex Taylor',
  email: 'alex@example.com',
  timezone: 'Europe/London',
  subscription: {
    type: 'free',
    priceType: null,
    expiredAt: null,
    cancelAtPeriodEnd: false,
    launchOffer: false,
  },
  points: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  reminder: { enabled: false, time: '20:00', days: [0, 1, 2, 3, 4, 5, 6] },
  weeklyReport: false,
  theme: 'system',
  accent: null,
};

export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return { ...signedOutState(null), ...overrides };
}

/** A signed-in session with its token stored, as after a real login. */
export function signedIn(user: User = testUser): AuthState {
  window.localStorage.setItem('token', 'test-token');
  return authState({ user, token: 'test-token', isAuthenticated: true });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A random (version 4) UUID, as the app makes for an Idempotency-Key. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
