import { PAGE_ROUTES } from '@streakwise/shared';
import type { Config } from '../../config.js';
import type { MailLinks } from './reminder-mail.js';
import { signUnsubscribeToken, type MailKind } from './unsubscribe-token.js';

/** The links of a scheduled mail. No request to follow here, so always the configured APP_URL. */
export function mailLinks(config: Config, userId: string, kind: MailKind): MailLinks {
  const token = signUnsubscribeToken(config.jwtSecret, userId, kind);
  return {
    dashboard: `${config.appUrl}${PAGE_ROUTES.dashboard}`,
    unsubscribe: `${config.appUrl}/api/mail/unsubscribe?token=${token}`,
  };
}
