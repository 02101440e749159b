import escapeHtml from 'escape-html';
import type { Brand } from '../mail/templates.js';
import { MAIL_KIND_NAMES } from './mail-messages.js';
import type { MailKind } from './unsubscribe-token.js';

// The page follows the reader's light or dark setting, as the app does (decision 028).
const STYLE = `:root{color-scheme:light dark}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;background:#ffffff;max-width:480px;margin:48px auto;padding:0 24px}
.brand{font-size:20px;font-weight:700;color:#4f46e5}h1{font-size:22px}a{color:#4338ca}
button{background:#4f46e5;color:#ffffff;border:0;padding:12px 20px;border-radius:8px;font-weight:600;font-size:16px;cursor:pointer}
@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#091020}.brand,a{color:#a5b4fc}}`;

function page(brand: Brand, title: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark">
<title>${e(title)} · ${e(brand.name)}</title><style>${STYLE}</style></head>
<body>
<p class="brand">${e(brand.name)}</p>
<h1>${e(title)}</h1>
${body}
</body></html>`;
}

/**
 * The page an unsubscribe link opens. Opening it changes nothing: link scanners and previews
 * fetch links, so only the button (a POST, like a mail client's one-click) unsubscribes.
 */
export function confirmPage(brand: Brand, kind: MailKind, token: string): string {
  const what = MAIL_KIND_NAMES[kind];
  // The token is checked before this renders: letters, digits, '-', '_' and '.' only.
  const action = `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    brand,
    `Stop ${what}?`,
    `<p>You will no longer get ${escapeHtml(what)}. Nothing else about your account changes.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

export function donePage(brand: Brand, kind: MailKind, appUrl: string): string {
  const what = MAIL_KIND_NAMES[kind];
  return page(
    brand,
    'You are unsubscribed',
    `<p>You will no longer get ${escapeHtml(what)}. You can turn them back on in your settings at any time.</p>
<p><a href="${escapeHtml(appUrl)}/">Go to ${escapeHtml(brand.name)}</a></p>`,
  );
}
