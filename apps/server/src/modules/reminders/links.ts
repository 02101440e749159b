import { PAGE_ROUTES } from '@streakwise/shared';
import type { Config } from '../../config.js';
import { linkBase } from '../../plugins/public-url.js';
import type { MailLinks } from './reminder-mail.js';
import { signUnsubscribeToken, type MailKind } from './unsubscribe-token.js';

/**
 * The links of a scheduled mail. No request to follow here: APP_URL, or the address the person
 * last used (`mailOrigin`; plugins/public-url.ts `linkBase`).
 */
export function mailLinks(
  config: Config,
  user: { id: string; mailOrigin: string | null },
  kind: MailKind,
): MailLinks {
  const token = signUnsubscribeToken(config.jwtSecret, user.id, kind);
  const base = linkBase(config, user.mailOrigin);
  return {
    dashboard: `${base}${PAGE_ROUTES.dashboard}`,
    unsubscribe: `${base}/api/mail/unsubscribe?token=${token}`,
  };
}
