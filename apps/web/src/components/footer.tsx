import { Link } from 'react-router';

const YEAR = new Date().getFullYear();

const links = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];

export function Footer({ supportEmail }: { supportEmail: string }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between">
        <p>© {YEAR} Streakwise. All rights reserved.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  className="rounded hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  to={link.to}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                className="rounded hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                href={`mailto:${supportEmail}`}
              >
                Support
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
