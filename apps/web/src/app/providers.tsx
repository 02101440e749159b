import { TOAST_MS } from '@streakwise/shared';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

// NOTE: the navigation bar is sticky and 64 px tall (h-16); toasts start below it, with the
// toaster's usual 16 px gap, so they never cover the user menu or the upgrade links.
const NAV_BAR_PX = 64;
const TOAST_GAP_PX = 16;
const TOAST_TOP_PX = NAV_BAR_PX + TOAST_GAP_PX;

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Toaster
        position="top-right"
        containerStyle={{ top: TOAST_TOP_PX }}
        toastOptions={{ duration: TOAST_MS }}
      />
    </Provider>
  );
}
