/**
 * A signed-in person for the dashboard's first visit, made through the API as the app would:
 * sign up, open the verification link from the dev outbox, sign in, add three habits (the free
 * plan's limit). Returns what the web app keeps in localStorage.
 */
import { HABIT_CATEGORIES, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@streakwise/shared';

const PASSWORD = 'bench web passphrase 42';
const HABITS = [
  { name: 'Drink water', dailyTarget: 3 },
  { name: 'Read 20 pages', dailyTarget: 1 },
  { name: 'Stretch', dailyTarget: 2 },
];

async function call(origin: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function verificationLink(origin: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await call(origin, `/api/dev/outbox?to=${encodeURIComponent(email)}`)) as {
      links: string[];
    }[];
    const link = mails[0]?.links[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email} in the dev outbox`);
}

export async function signedInStorage(origin: string): Promise<Record<string, string>> {
  const email = `bench-web-${Date.now()}@example.com`;
  await call(origin, '/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ name: 'Bench Person', email, password: PASSWORD }),
  });
  const token = new URL(await verificationLink(origin, email)).pathname.split('/').pop() ?? '';
  await call(origin, `/api/auth/verify-email/${token}`);
  const session = (await call(origin, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  })) as { token: string; refreshToken?: string };
  const authorization = `Bearer ${session.token}`;
  for (const habit of HABITS) {
    await call(origin, '/api/habits', {
      method: 'POST',
      headers: { authorization },
      body: JSON.stringify({ ...habit, category: HABIT_CATEGORIES[0] }),
    });
  }
  return {
    [TOKEN_STORAGE_KEY]: session.token,
    ...(session.refreshToken ? { [REFRESH_TOKEN_STORAGE_KEY]: session.refreshToken } : {}),
  };
}
