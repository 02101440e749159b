import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function MockPaymentPage() {
  return (
    <PlaceholderPage
      icon={CreditCard}
      title="Mock Payment"
      description="This is a development payment simulator. It arrives with the plan pages."
    >
      <Link to="/" className={buttonClasses('secondary')}>
        Go Home
      </Link>
    </PlaceholderPage>
  );
}
