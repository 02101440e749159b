/** Mailbox shown for help. NOTE: a placeholder until the company's real address is known. */
export const SUPPORT_EMAIL = 'support@example.com';
