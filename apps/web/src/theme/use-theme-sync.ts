import type { User } from '@streakwise/shared';
import { useEffect, useRef } from 'react';
import { forgetAccent, storeTheme } from './theme-storage';

/**
 * Keeps this device's stored theme in step with the account: on sign-in, on a session restored,
 * on a change saved in settings or in another tab, and the accent dropped on sign-out.
 */
export function useThemeSync(user: Pick<User, 'theme' | 'accent'> | null): void {
  const wasSignedIn = useRef(false);
  const theme = user?.theme;
  const accent = user?.accent ?? null;
  useEffect(() => {
    if (theme) {
      wasSignedIn.current = true;
      storeTheme(theme, accent);
    } else if (wasSignedIn.current) {
      wasSignedIn.current = false;
      forgetAccent();
    }
  }, [theme, accent]);
}
