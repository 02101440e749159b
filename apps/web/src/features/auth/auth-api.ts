import type {
  AuthResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  DeleteAccountRequest,
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

/** The auth endpoints of the HTTP contract (DESIGN §4). */
export const authApi = {
  login: (body: LoginRequest) => api.post<AuthResponse>('/auth/login', body),
  signup: (body: SignupRequest) => api.post<SignupResponse>('/auth/signup', body),
  resendVerification: (email: string) =>
    api.post<MessageResponse>('/auth/resend-verification', { email }),
  me: () => api.get<UserResponse>('/auth/me', { quietUnauthorized: true }),
  updateMe: (body: { name?: string; timezone?: string }) =>
    api.patch<UserResponse>('/auth/me', body),
  verifyEmail: (token: string) =>
    api.get<MessageResponse>(`/auth/verify-email/${encodeURIComponent(token)}`),
  forgotPassword: (body: { email: string; _formStartTime?: number }) =>
    api.post<MessageResponse>('/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordRequest) =>
    api.post<MessageResponse>('/auth/reset-password', body),
  changePassword: (body: ChangePasswordRequest) =>
    api.put<ChangePasswordResponse>('/auth/change-password', body),
  /** Everything stored about the signed-in person, as parsed JSON. */
  myData: () => api.get<unknown>('/auth/my-data'),
  /** Erases the account and all its data; 204 on success. */
  deleteAccount: (body: DeleteAccountRequest) => api.delete<void>('/auth/account', { body }),
};
