import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/** A test fails on an unexpected console.error. */
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(errorSpy, 'unexpected console.error').not.toHaveBeenCalled();
  errorSpy.mockRestore();
});
