/** A per-user memory that the person has seen the dashboard (like the expiry notice's). */
export const dashboardSeenKey = (userId: string) => `dashboardSeen:${userId}`;

// NOTE: storage may be blocked (private modes); the person is then greeted as new again, which
// reads as a friendly "Welcome", never as a wrong "Welcome back".

export function wasDashboardSeen(userId: string): boolean {
  try {
    return window.localStorage.getItem(dashboardSeenKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function rememberDashboardSeen(userId: string): void {
  try {
    window.localStorage.setItem(dashboardSeenKey(userId), new Date().toISOString());
  } catch {
    // Not remembered; harmless.
  }
}

export const GREETING_TEXTS = {
  welcomeName: (name: string) => `Welcome, ${name}!`,
} as const;
