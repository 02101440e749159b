import type { User } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';

// PATCH /api/auth/me `theme` (every plan) and `accent` (Premium), on the user object of
// GET /api/auth/me (decision 028).

const t = useTestApp();

const me = async (m: kit.Member) =>
  (await kit.getJson<{ user: User }>(t, await mail.signedIn(t, m), '/api/auth/me', 200)).user;

const PLAN_REFUSAL = { message: 'Colour themes come with the Premium plan', code: 'PLAN_REQUIRED' };

describe('the theme on the account', () => {
  it('starts as system with the default accent, and any plan may pick light or dark', async () => {
    const m = await kit.newMember(t, '2026-11-20T09:00:00Z');
    expect(await me(m)).toMatchObject({ theme: 'system', accent: null });

    for (const theme of ['dark', 'light', 'system'] as const) {
      const res = await mail.patchMe(t, m, { theme });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ user: User }>().user).toMatchObject({ theme, accent: null });
      expect((await me(m)).theme).toBe(theme);
    }
  });

  it('refuses an unknown theme or accent with the reason, saving nothing', async () => {
    const m = await kit.newMember(t, '2026-11-20T09:00:00Z', { plan: 'premium' });
    for (const [body, message] of [
      [{ theme: 'sepia' }, 'Theme must be one of system, light or dark'],
      [{ theme: null }, 'Theme must be one of system, light or dark'],
      [
        { accent: 'neon' },
        'Accent must be one of ocean, forest, sunset or grape, or null for the default',
      ],
      [
        { accent: 3, theme: 'dark' },
        'Accent must be one of ocean, forest, sunset or grape, or null for the default',
      ],
    ] as const) {
      const res = await mail.patchMe(t, m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await me(m)).toMatchObject({ theme: 'system', accent: null });
  });
});

describe('the accent palette', () => {
  it('is Premium: Free and Pro get 403 PLAN_REQUIRED for a palette, nothing saved', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const m = await kit.newMember(t, '2026-11-20T09:00:00Z', { plan });
      for (const body of [{ accent: 'ocean' }, { accent: 'grape', theme: 'dark' }]) {
        const res = await mail.patchMe(t, m, body);
        expect(res.statusCode, `${plan} ${JSON.stringify(body)}`).toBe(403);
        expect(res.json()).toEqual(PLAN_REFUSAL);
      }
      // The default is not a choice: anyone may send it.
      const reset = await mail.patchMe(t, m, { accent: null, theme: 'light' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await me(m)).toMatchObject({ theme: 'light', accent: null });
    }
  });

  it('is saved and echoed on Premium, back to the default with null', async () => {
    const m = await kit.newMember(t, '2026-11-20T09:00:00Z', { plan: 'premium' });
    for (const accent of ['ocean', 'forest', 'sunset', 'grape'] as const) {
      const res = await mail.patchMe(t, m, { accent });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ user: User }>().user.accent).toBe(accent);
      expect((await me(m)).accent).toBe(accent);
    }
    // Leaving it out changes nothing; null goes back to the default.
    expect((await mail.patchMe(t, m, { theme: 'dark' })).statusCode).toBe(200);
    expect(await me(m)).toMatchObject({ theme: 'dark', accent: 'grape' });
    expect((await mail.patchMe(t, m, { accent: null })).statusCode).toBe(200);
    expect(await me(m)).toMatchObject({ theme: 'dark', accent: null });
  });

  it('shows the default once Premium ends, and the palette again when it comes back', async () => {
    const m = await kit.newMember(t, '2026-11-20T09:00:00Z', { plan: 'premium' });
    expect((await mail.patchMe(t, m, { accent: 'forest', theme: 'dark' })).statusCode).toBe(200);

    await kit.setPlan(t, m.id, 'pro');
    expect(await me(m)).toMatchObject({ theme: 'dark', accent: null });

    await kit.setPlan(t, m.id, 'premium');
    expect(await me(m)).toMatchObject({ theme: 'dark', accent: 'forest' });
  });
});
