import { CookiePolicy } from '../documents/cookie-policy';
import { PrivacyPolicy } from '../documents/privacy-policy';
import { TermsOfService } from '../documents/terms-of-service';

export type LegalDocument = 'privacy' | 'terms' | 'cookies';

/** /privacy, /terms and /cookies (docs/product.md §2 "Legal pages"). */
export function LegalPage({ document }: { document: LegalDocument }) {
  switch (document) {
    case 'privacy':
      return <PrivacyPolicy />;
    case 'terms':
      return <TermsOfService />;
    case 'cookies':
      return <CookiePolicy />;
  }
}
