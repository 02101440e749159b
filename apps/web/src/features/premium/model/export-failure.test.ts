import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { exportFailureMessage } from './export-failure';

describe('exportFailureMessage', () => {
  it('quotes the server', () => {
    const error = new ApiError({
      status: 403,
      serverMessage: 'Premium subscription required for data export',
      code: 'PREMIUM_REQUIRED',
    });
    expect(exportFailureMessage(error)).toBe(
      'Export failed: Premium subscription required for data export',
    );
  });

  it('names a lost connection', () => {
    const error = new ApiError({ status: 0, isNetworkError: true });
    expect(exportFailureMessage(error)).toBe('Export failed: Network error. Please try again.');
  });

  it('falls back to the spec’s texts without a reason', () => {
    expect(exportFailureMessage(new ApiError({ status: 403 }))).toBe(
      'Premium subscription required for data export',
    );
    expect(exportFailureMessage(new ApiError({ status: 500 }))).toBe('Failed to export data');
    expect(exportFailureMessage(new Error('boom'))).toBe('Failed to export data');
  });
});
