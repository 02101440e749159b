import { LinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';

export function InvalidPaymentLink() {
  return (
    <PlaceholderPage
      icon={LinkIcon}
      title={BILLING_SPEC_TEXTS.invalidPaymentLink}
      description={BILLING_TEXTS.invalidLinkBody}
    >
      <Link to="/" className={buttonClasses('primary')}>
        {BILLING_SPEC_TEXTS.goHome}
      </Link>
    </PlaceholderPage>
  );
}
