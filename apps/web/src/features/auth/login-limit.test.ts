import { MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { lockedOutText, waitText } from './login-limit';

describe('the wait after too many failed sign-ins', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [7199, '120 minutes'],
    [7200, '2 hours'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it("falls back to the server's words when it gave no wait", () => {
    const failure = { message: MESSAGES.tooManyRequests, status: 429, isNetworkError: false };
    expect(lockedOutText(failure)).toBe(MESSAGES.tooManyRequests);
    expect(lockedOutText({ ...failure, retryAfterSeconds: 90 })).toBe(
      'Too many failed sign-ins. Please try again in 2 minutes.',
    );
  });
});
