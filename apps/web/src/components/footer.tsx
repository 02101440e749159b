import { Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SiteLink } from './site-link';
import { useSiteInfo } from '../lib/site-info';
import { Logo } from './navbar/logo';

const YEAR = new Date().getFullYear();

export const FOOTER_TEXTS = {
  tagline: 'Build Better Discipline, one day at a time.',
  product: 'Product',
  legal: 'Legal',
  contactUs: 'Contact Us',
  proPlan: 'Pro Plan',
  premiumPlan: 'Premium Plan',
  dashboard: 'Dashboard',
  support: 'Support',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
  complaints: 'Complaints',
  general: 'General enquiries',
  gdpr: 'UK GDPR compliant',
  securePayments: 'Secure payments',
  registered: 'Registered in England and Wales',
  companyNumber: (n: string) => `Company number ${n}`,
  registeredOffice: (address: string) => `Registered office: ${address}`,
  register: 'View on the public company register',
  rights: (company: string) => `© ${YEAR} ${company}. All rights reserved.`,
} as const;

const linkClasses =
  'rounded text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <SiteLink className={linkClasses} to={to}>
        {children}
      </SiteLink>
    </li>
  );
}

function MailLink({ email, label }: { email: string; label: string }) {
  return (
    <li>
      <a className={`${linkClasses} break-all`} href={`mailto:${email}`}>
        {label}
        <span className="sr-only">: </span>
        <span className="block text-xs text-slate-500">{email}</span>
      </a>
    </li>
  );
}

function TrustBadge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-xs font-medium text-slate-700 shadow-sm">
      {icon}
      {children}
    </li>
  );
}

/** The site footer: links, mailboxes and the company's legal details from the site config. */
export function Footer() {
  const site = useSiteInfo();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-slate-600">{FOOTER_TEXTS.tagline}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Trust badges">
            <TrustBadge
              icon={<ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />}
            >
              {FOOTER_TEXTS.gdpr}
            </TrustBadge>
            <TrustBadge icon={<Lock aria-hidden="true" className="size-4 text-indigo-600" />}>
              {FOOTER_TEXTS.securePayments}
            </TrustBadge>
          </ul>
        </div>
        <Column title={FOOTER_TEXTS.product}>
          <PageLink to="/pro">{FOOTER_TEXTS.proPlan}</PageLink>
          <PageLink to="/premium">{FOOTER_TEXTS.premiumPlan}</PageLink>
          <PageLink to="/dashboard">{FOOTER_TEXTS.dashboard}</PageLink>
          <MailLink email={site.supportEmail} label={FOOTER_TEXTS.support} />
        </Column>
        <Column title={FOOTER_TEXTS.legal}>
          <PageLink to="/privacy">{FOOTER_TEXTS.privacy}</PageLink>
          <PageLink to="/terms">{FOOTER_TEXTS.terms}</PageLink>
          <PageLink to="/cookies">{FOOTER_TEXTS.cookies}</PageLink>
          <MailLink email={site.complaintsEmail} label={FOOTER_TEXTS.complaints} />
        </Column>
        <Column title={FOOTER_TEXTS.contactUs}>
          <MailLink email={site.contactEmail} label={FOOTER_TEXTS.general} />
        </Column>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-6 text-xs text-slate-500">
          <p>
            {site.brandName} is operated by {site.companyName}. {FOOTER_TEXTS.registered}.{' '}
            {FOOTER_TEXTS.companyNumber(site.companyNumber)}.
          </p>
          <p>{FOOTER_TEXTS.registeredOffice(site.companyAddress)}</p>
          <p className="flex flex-col gap-1 sm:flex-row sm:justify-between">
            <span>{FOOTER_TEXTS.rights(site.companyName)}</span>
            <a
              className={`${linkClasses} text-xs underline underline-offset-2`}
              href={site.companyRegisterUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              {FOOTER_TEXTS.register}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
