import escapeHtml from 'escape-html';
import type { Config } from '../../config.js';
import type { MailMessage } from './mailer.js';

export type Brand = Config['brand'];

/** A block of a message written twice: safe HTML (escaped by its author) and its plain text. */
export interface MailSection {
  html: string;
  text: string;
}

export interface Template {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Blocks after the paragraphs: lists, tables. */
  sections?: MailSection[];
  action?: { label: string; url: string };
  footnote?: string;
  /**
   * A one-click unsubscribe link (RFC 8058): a line at the foot of both parts, and the
   * `List-Unsubscribe` headers mail clients turn into their own unsubscribe button.
   */
  unsubscribe?: { url: string; label: string };
}

/** Renders one message in plain text and HTML, with the brand and the support address. */
export function render(to: string, brand: Brand, t: Template): MailMessage {
  const support = `Questions? Write to ${brand.supportEmail}.`;
  const legal = `${brand.companyName}, registered in England and Wales (${brand.companyNumber}), ${brand.companyAddress}.`;
  const sections = t.sections ?? [];
  const text = [
    t.greeting,
    '',
    ...t.paragraphs.flatMap((p) => [p, '']),
    ...sections.flatMap((section) => [section.text, '']),
    ...(t.action ? [`${t.action.label}: ${t.action.url}`, ''] : []),
    ...(t.footnote ? [t.footnote, ''] : []),
    ...(t.unsubscribe ? [`${t.unsubscribe.label}: ${t.unsubscribe.url}`, ''] : []),
    support,
    '',
    `— ${brand.name}`,
    legal,
  ].join('\n');

  const e = escapeHtml;
  const button = t.action
    ? `<p style="margin:24px 0"><a href="${e(t.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${e(t.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${e(t.action.url)}</span></p>`
    : '';
  const unsubscribe = t.unsubscribe
    ? `<br><a href="${e(t.unsubscribe.url)}" style="color:#6b7280">${e(t.unsubscribe.label)}</a>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f5f3ff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:700;color:#4f46e5;margin:0 0 24px">${e(brand.name)}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px">
<p>${e(t.greeting)}</p>
${t.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${sections.map((section) => section.html).join('\n')}
${button}
${t.footnote ? `<p style="font-size:13px;color:#6b7280">${e(t.footnote)}</p>` : ''}
</div>
<p style="font-size:12px;color:#6b7280;margin-top:24px">Questions? Write to <a href="mailto:${e(brand.supportEmail)}">${e(brand.supportEmail)}</a>.<br>${e(legal)}${unsubscribe}</p>
</div></body></html>`;

  return {
    to,
    subject: t.subject,
    text,
    html,
    links: [...(t.action ? [t.action.url] : []), ...(t.unsubscribe ? [t.unsubscribe.url] : [])],
    ...(t.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${t.unsubscribe.url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

export function verifyEmailMail(to: string, name: string, url: string, brand: Brand): MailMessage {
  return render(to, brand, {
    subject: `Verify your email address for ${brand.name}`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Welcome to ${brand.name}! Please confirm that this is your email address to activate your account.`,
    ],
    action: { label: 'Verify my email', url },
    footnote:
      'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
  });
}

export function resetPasswordMail(
  to: string,
  name: string,
  url: string,
  brand: Brand,
): MailMessage {
  return render(to, brand, {
    subject: `Reset your ${brand.name} password`,
    greeting: `Hi ${name},`,
    paragraphs: ['We received a request to reset the password for your account.'],
    action: { label: 'Choose a new password', url },
    footnote:
      'This link expires in 1 hour and works once. If you did not ask for a reset, you can ignore this email: your password stays the same.',
  });
}

export function signupAttemptMail(
  to: string,
  name: string,
  appUrl: string,
  brand: Brand,
): MailMessage {
  return render(to, brand, {
    subject: `Someone tried to sign up to ${brand.name} with your email address`,
    greeting: `Hi ${name},`,
    paragraphs: [
      'Someone just tried to create a new account with this email address. You already have an account, so nothing was changed.',
      'If this was you, sign in instead. If you have forgotten your password, you can reset it from the sign-in page.',
    ],
    action: { label: 'Sign in', url: `${appUrl}/login` },
    footnote: 'If this was not you, you can ignore this email.',
  });
}

export function passwordChangedMail(
  to: string,
  name: string,
  appUrl: string,
  brand: Brand,
): MailMessage {
  return render(to, brand, {
    subject: `Your ${brand.name} password was changed`,
    greeting: `Hi ${name},`,
    paragraphs: [
      'The password for your account was just changed, and every device that was signed in has been signed out.',
      `If you did not do this, reset your password straight away and write to ${brand.supportEmail}.`,
    ],
    action: { label: 'Reset my password', url: `${appUrl}/forgot-password` },
  });
}
