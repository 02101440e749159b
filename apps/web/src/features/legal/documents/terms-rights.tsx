import { LEGAL } from '@streakwise/shared';
import { useSiteInfo } from '../../../lib/site-info';
import type { LegalSection } from '../components/legal-layout';
import { ContactList, Mail } from '../components/legal-links';

/** Sections 8–13 of the terms: use, liability, law, disputes, changes and contacts. */
export function useTermsRightsSections(): LegalSection[] {
  const site = useSiteInfo();
  return [
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      content: (
        <>
          <p>When you use Streakwise you must not:</p>
          <ul>
            <li>break the law or help anyone else to;</li>
            <li>try to get into other people&apos;s accounts or our systems;</li>
            <li>
              disrupt, overload, scrape or reverse-engineer the service, or use bots to create
              accounts or record progress;
            </li>
            <li>
              upload anything offensive, harmful or that infringes someone else&apos;s rights;
            </li>
            <li>resell or commercially exploit the service without our written agreement.</li>
          </ul>
          <p>
            We may suspend or close an account for a serious or repeated breach. We will give you
            notice where reasonable and refund any unused part of a paid period unless the breach
            was serious.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Our liability',
      content: (
        <>
          <p>
            If we break these terms we are responsible for loss you suffer that is a foreseeable
            result of our breach. We are not responsible for loss that was not foreseeable, or for
            business losses, as the service is for personal use.
          </p>
          <p>
            Our total liability to you is limited to the amount you paid us in the{' '}
            {LEGAL.liabilityCapMonths} months before the event giving rise to the claim.
          </p>
          <p>
            <strong>
              Nothing in these terms limits or excludes liability that cannot be limited by law,
            </strong>{' '}
            including for death or personal injury caused by negligence, for fraud, or your
            statutory consumer rights.
          </p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      content: (
        <>
          <p>
            These terms are governed by {LEGAL.governingLaw}. Disputes go to the courts of England
            and Wales; if you live in Scotland or Northern Ireland you may also bring proceedings in
            your local courts.
          </p>
          <p>
            Before going to court, please tell us at <Mail to={site.complaintsEmail} />. We answer
            complaints within {LEGAL.complaintResponseDays} days and will try to resolve things
            fairly and quickly.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      content: (
        <p>
          We may change these terms, for example to reflect new features or changes in the law. We
          will tell you by e-mail or in the app before an important change takes effect. If you do
          not accept it you can cancel, and we refund any unused part of a paid period.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      content: (
        <ContactList complaintsNote={` — answered within ${LEGAL.complaintResponseDays} days.`} />
      ),
    },
  ];
}
