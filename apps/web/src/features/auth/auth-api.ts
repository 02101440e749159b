import type {
  AuthResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequest,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  userResponseSchema,
} from '@streakwise/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

type UserResponse = z.infer<typeof userResponseSchema>;

/** The auth endpoints of the HTTP contract (docs/architecture.md §4). */
export const authApi = {
  login: (body: LoginRequest) => api.post<AuthResponse>('/auth/login', body),
  signup: (body: SignupRequest) => api.post<SignupResponse>('/auth/signup', body),
  resendVerification: (email: string) =>
    api.post<MessageResponse>('/auth/resend-verification', { email }),
  /** The sign-in page's "send a new link": the same reply whatever the address. */
  sendVerification: (email: string) =>
    api.post<MessageResponse>('/auth/send-verification', { email }),
  me: () => api.get<UserResponse>('/auth/me', { quietUnauthorized: true }),
  updateMe: (body: { name?: string; timezone?: string }) =>
    api.patch<UserResponse>('/auth/me', body),
  verifyEmail: (token: string) =>
    api.get<MessageResponse>(`/auth/verify-email/${encodeURIComponent(token)}`),
  forgotPassword: (body: { email: string; _formStartTime?: number; _formSentAt?: number }) =>
    api.post<MessageResponse>('/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordRequest) =>
    api.post<MessageResponse>('/auth/reset-password', body),
  changePassword: (body: ChangePasswordRequest) =>
    api.put<ChangePasswordResponse>('/auth/change-password', body),
  /**
   * Ends this device's session on the server; 204. Sent with the token being dropped, and
   * anonymous otherwise, so its answer (even a 401) never touches the new signed-out state.
   */
  logout: (token: string) =>
    api.post<void>('/auth/logout', undefined, {
      anonymous: true,
      headers: { Authorization: `Bearer ${token}` },
    }),
};
