import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { useSiteInfo } from '../../../lib/site-info';

export function Mail({ to }: { to: string }) {
  return (
    <a href={`mailto:${to}`} className={textLinkClasses}>
      {to}
    </a>
  );
}

export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClasses}>
      {children}
    </Link>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={textLinkClasses} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  );
}

/** Who operates the service: the configured company details (useSiteInfo). */
export function CompanyDetails() {
  const site = useSiteInfo();
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-900">Company</dt>
      <dd>{site.companyName}</dd>
      <dt className="font-semibold text-slate-900">Company number</dt>
      <dd>
        <ExternalLink href={site.companyRegisterUrl}>{site.companyNumber}</ExternalLink> (registered
        in England and Wales)
      </dd>
      <dt className="font-semibold text-slate-900">Registered office</dt>
      <dd>{site.companyAddress}</dd>
      <dt className="font-semibold text-slate-900">Contact</dt>
      <dd>
        <Mail to={site.contactEmail} />
      </dd>
    </dl>
  );
}

/** The three mailboxes of docs/product.md §1. */
export function ContactList({ complaintsNote }: { complaintsNote?: ReactNode }) {
  const site = useSiteInfo();
  return (
    <ul>
      <li>
        General questions: <Mail to={site.contactEmail} />
      </li>
      <li>
        Help with your account or subscription: <Mail to={site.supportEmail} />
      </li>
      <li>
        Complaints: <Mail to={site.complaintsEmail} />
        {complaintsNote}
      </li>
      <li>
        By post: {site.companyName}, {site.companyAddress}
      </li>
    </ul>
  );
}
