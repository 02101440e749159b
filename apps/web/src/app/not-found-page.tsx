import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/button-styles';
import { PlaceholderPage } from '../components/placeholder-page';
import { APP_TEXTS } from '../lib/texts';

export function NotFoundPage() {
  return (
    <PlaceholderPage
      icon={Compass}
      title={APP_TEXTS.pageNotFound}
      description="The page you’re looking for doesn’t exist or has moved."
    >
      <Link to="/" className={buttonClasses('primary')}>
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
