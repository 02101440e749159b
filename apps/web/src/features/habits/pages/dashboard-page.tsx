import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { APP_TEXTS, SPEC_TEXTS } from '../../../lib/texts';
import { selectUser, useAuthSelector } from '../../auth';

export function DashboardPage() {
  const user = useAuthSelector(selectUser);
  return (
    <PlaceholderPage
      icon={LayoutDashboard}
      title={SPEC_TEXTS.welcomeBackName(user?.name ?? '')}
      description={APP_TEXTS.comingSoon}
    >
      <Link to="/change-password" className={buttonClasses('secondary')}>
        {SPEC_TEXTS.changePassword}
      </Link>
    </PlaceholderPage>
  );
}
