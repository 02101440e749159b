import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

export const OFFLINE_NOTICE_TEXT =
  'You are offline. This page needs the server and loads when you are back online; your dashboard works offline.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;

/**
 * Every page but the dashboard (which has its own offline banner) says so when the network is
 * gone, instead of leaving a spinner or a bare error (docs/decisions/027-pwa-offline.md).
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  const { pathname } = useLocation();
  if (!offline || pathname.replace(/\/$/, '') === '/dashboard') return null;
  return (
    <p
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-medium text-amber-900"
    >
      {OFFLINE_NOTICE_TEXT}
    </p>
  );
}
