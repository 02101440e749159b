import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './toaster';

// The sticky navigation bar is 64 px tall (h-16).
const NAV_BAR_PX = 64;

describe('toasts', () => {
  it('appear top-right below the navigation bar, never over it', async () => {
    render(
      <>
        <p>Page</p>
        <AppToaster />
      </>,
    );
    act(() => {
      toast('Habit saved');
    });

    const container = (await screen.findByText('Habit saved')).closest<HTMLElement>(
      '[style*="position: fixed"]',
    );
    expect(container).not.toBeNull();
    expect(Number.parseFloat(container?.style.top ?? '0')).toBeGreaterThan(NAV_BAR_PX);
    const placement = container?.querySelector<HTMLElement>('[style*="justify-content"]');
    expect(placement?.style.justifyContent).toBe('flex-end');
    expect(placement?.style.top).toBe('0px');
  });
});
