import { hasPrioritySupport, PAGE_ROUTES } from '@streakwise/shared';
import { LifeBuoy } from 'lucide-react';
import { useSelector } from 'react-redux';
import { textLinkClasses } from '../../../components/button-styles';
import { Notice } from '../../../components/notice';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { SiteLink } from '../../../components/site-link';
import { remoteState } from '../../../lib/server-api';
import type { AuthRootState } from '../../auth';
import { RequestList } from '../components/request-list';
import { SupportForm } from '../components/support-form';
import { useSupportRequestsQuery } from '../api/support-api';
import { HELP_TEXTS as T } from '../support-texts';

const selectUser = (state: AuthRootState) => state.auth.user;

/** /help: the promise for the person's plan, a form to the support team, and what they sent. */
export function HelpPage() {
  const user = useSelector(selectUser);
  const requests = useSupportRequestsQuery();
  // NOTE: while a reload runs, the last list stays on screen rather than flashing "Loading".
  const state = remoteState(requests, true);
  // The route is protected; a missing user only happens for an instant while signing out.
  if (!user) return null;
  const priority = hasPrioritySupport(user.subscription.type);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader icon={LifeBuoy} title={T.title} intro={T.intro} spacing="mb-6" />
      <div className="space-y-6">
        <Notice tone="info">
          <p className="font-semibold">{T.yourPromise(priority)}</p>
          <p>
            {T.promise} {T.workingDays}
          </p>
          {!priority && (
            <p>
              <SiteLink to={PAGE_ROUTES.premium} className={textLinkClasses}>
                {T.upgrade}
              </SiteLink>
            </p>
          )}
        </Notice>
        <Panel title={T.formHeading}>
          <SupportForm timeZone={user.timezone} />
        </Panel>
        <Panel title={T.historyHeading} subtitle={T.historyIntro}>
          <RequestList
            state={state}
            timeZone={user.timezone}
            onRetry={() => void requests.refetch()}
          />
        </Panel>
      </div>
    </div>
  );
}
