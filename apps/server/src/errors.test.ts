import { ERROR_CODES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, type AppErrorCode } from './errors.js';

const allCodes = Object.keys(ERROR_STATUS) as AppErrorCode[];

describe('error codes (docs/decisions/048-shared-error-codes.md)', () => {
  it.each(ERROR_CODES)('a %s reply names its code, with a client-error status', (code) => {
    const error = new AppError(code, 'Nope');
    expect(error.toBody()).toEqual({ message: 'Nope', code });
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.status).toBeLessThan(500);
  });

  it.each(allCodes.filter((code) => !(ERROR_CODES as readonly string[]).includes(code)))(
    'a %s reply says only its message',
    (code) => {
      const error = new AppError(code, 'Nope', { name: 'Too long' });
      expect(error.toBody()).toEqual({ message: 'Nope', fields: { name: 'Too long' } });
      expect(error.status).toBe(ERROR_STATUS[code]);
    },
  );
});
