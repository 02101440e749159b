import { TOAST_MS } from '@streakwise/shared';
import { Toaster } from 'react-hot-toast';

// NOTE: the navigation bar is sticky and 64 px tall (h-16); toasts start below it, with the
// toaster's usual 16 px gap, so they never cover the user menu or the upgrade links.
const NAV_BAR_PX = 64;
const TOAST_GAP_PX = 16;
const TOAST_TOP_PX = NAV_BAR_PX + TOAST_GAP_PX;
// NOTE: the app's colour variables instead of the library's fixed white, so toasts follow dark
// mode (src/theme/theme-dark.css).
const TOAST_STYLE = {
  background: 'var(--color-white)',
  color: 'var(--color-slate-900)',
  border: '1px solid var(--color-slate-200)',
};

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: TOAST_TOP_PX }}
      toastOptions={{ duration: TOAST_MS, style: TOAST_STYLE }}
    />
  );
}
