import { Cookie, FileText, Shield, type LucideIcon } from 'lucide-react';
import { PlaceholderPage } from '../../../components/placeholder-page';

export type LegalDocument = 'privacy' | 'terms' | 'cookies';

const documents: Record<LegalDocument, { title: string; summary: string; icon: LucideIcon }> = {
  privacy: {
    title: 'Privacy Policy',
    summary:
      'How Streakwise collects, uses and protects your personal data under the UK GDPR. The full policy is being finalised.',
    icon: Shield,
  },
  terms: {
    title: 'Terms of Service',
    summary:
      'The rules for using Streakwise, for users aged 16 and over. The full terms are being finalised.',
    icon: FileText,
  },
  cookies: {
    title: 'Cookie Policy',
    summary:
      'Which cookies Streakwise uses and how to choose yours. The full policy and preference panel are on their way.',
    icon: Cookie,
  },
};

export function LegalPage({ document }: { document: LegalDocument }) {
  const { title, summary, icon } = documents[document];
  return <PlaceholderPage icon={icon} title={title} description={summary} />;
}
