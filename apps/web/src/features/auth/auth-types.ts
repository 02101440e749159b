import type { ErrorCode, User } from '@streakwise/shared';

/** Session state (docs/product.md §3). */
export interface AuthState {
  user: User | null;
  token: string | null;
  isLoading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  signupSuccess: boolean;
  signupEmail: string | null;
  verificationSent: boolean;
  /** The last session check could not reach the server (an outage, not a bad token). */
  serverUnreachable: boolean;
  /**
   * The session ended because the person signed out here, not because it expired: the guards
   * then send to plain /login, with no `?redirect=` back to the page just left.
   */
  signedOut: boolean;
}

/** The slice of the root state this feature reads; the app store is a superset. */
export interface AuthRootState {
  auth: AuthState;
}

/** Why an auth call failed, in a form that can travel through Redux (plain data). */
export interface AuthFailure {
  message: string;
  status: number;
  code?: ErrorCode | undefined;
  fields?: Record<string, string> | undefined;
  isNetworkError: boolean;
  /** A 429's wait, in seconds, when the server said. */
  retryAfterSeconds?: number | undefined;
}
