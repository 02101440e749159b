import type { PushSubscriptionView } from '@streakwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startPushService, type PushService } from '../../test/push-service.js';
import { TEST_VAPID } from '../../test/vapid.js';
import { MAX_DEVICES } from './subscriptions.service.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let open: TestApp;
let guarded: TestApp;
let push: PushService;
beforeAll(async () => {
  open = await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' });
  guarded = await createTestApp();
  push = await startPushService();
});
afterAll(async () => Promise.all([open.close(), guarded.close(), push.close()]));

const subscribe = (t: TestApp, token: string, body: object, agent = FIREFOX) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...bearer(token), 'user-agent': agent },
    payload: body,
  });
const devices = async (t: TestApp, token: string) =>
  kit.getJson<PushSubscriptionView[]>(t, token, '/api/push/subscriptions', 200);
const remove = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: bearer(token) });

describe('push subscriptions', () => {
  it('gives the VAPID public key without sign-in', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: TEST_VAPID.VAPID_PUBLIC_KEY });
  });

  it('subscribes a device on any plan once per endpoint, lists and removes it', async () => {
    const m = await kit.newMember(open, '2026-11-16T09:00:00Z');
    const browser = push.browser();
    const first = await subscribe(open, m.token, browser.subscription);
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<PushSubscriptionView>();
    expect(created.endpoint).toBe(browser.endpoint);
    expect(created.device).toBe('Firefox on Linux');
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdAt).toMatch(/^2026-11-16T09:00/);
    expect(Object.keys(created).sort()).toEqual(['_id', 'createdAt', 'device', 'endpoint']);
    const again = await subscribe(open, m.token, browser.subscription, ANDROID);
    expect(again.statusCode).toBe(200);
    expect(again.json<PushSubscriptionView>()._id).toBe(created._id);

    const phone = push.browser();
    expect((await subscribe(open, m.token, phone.subscription, ANDROID)).statusCode).toBe(201);
    expect((await devices(open, m.token)).map((d) => d.device)).toEqual([
      'Chrome on Android',
      'Chrome on Android',
    ]);

    const other = await kit.newMember(open);
    expect((await remove(open, other.token, created._id)).statusCode).toBe(404);
    expect((await remove(open, m.token, '6f1c2a4e-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await remove(open, m.token, created._id)).statusCode).toBe(204);
    expect((await remove(open, m.token, created._id)).statusCode).toBe(404);
    expect((await devices(open, m.token)).map((d) => d.endpoint)).toEqual([phone.endpoint]);
  });

  it("does not let another account take a device's endpoint without its auth secret", async () => {
    const owner = await kit.newMember(open, '2026-11-16T09:00:00Z');
    const browser = push.browser();
    const mine = (
      await subscribe(open, owner.token, browser.subscription)
    ).json<PushSubscriptionView>();

    const stranger = await kit.newMember(open);
    const forged = {
      ...browser.subscription,
      keys: { ...browser.subscription.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    };
    const refused = await subscribe(open, stranger.token, forged);
    expect(refused.statusCode).toBe(409);
    expect(await devices(open, stranger.token)).toEqual([]);
    expect((await devices(open, owner.token)).map((d) => d._id)).toEqual([mine._id]);

    // The same browser, now signed in to another account: the device moves with it.
    const moved = await subscribe(open, stranger.token, browser.subscription);
    expect(moved.statusCode).toBe(201);
    expect(await devices(open, owner.token)).toEqual([]);
    expect((await devices(open, stranger.token)).map((d) => d.endpoint)).toEqual([
      browser.endpoint,
    ]);
  });

  it('refuses bad keys and endpoints that are not public https: addresses', async () => {
    const m = await kit.newMember(guarded, '2026-11-16T09:00:00Z');
    const keys = push.browser().subscription.keys;
    for (const endpoint of [
      'http://push.example.com/x',
      'http://127.0.0.1:8080/push',
      'https://127.0.0.1/push',
      'https://10.1.2.3/push',
      'https://172.16.0.1/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
      'https://[::1]/push',
      'https://[fc00::1]/push',
      'https://[fd00:ec2::254]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://localhost/push',
      'https://push.localhost/push',
      'https://metadata.google.internal/computeMetadata',
      'https://user:pass@push.example.com/x',
      'not a url',
    ]) {
      const res = await subscribe(guarded, m.token, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/push endpoint must be/);
    }
    for (const bad of [
      { p256dh: 'short', auth: keys.auth },
      { p256dh: keys.p256dh, auth: 'no' },
      { p256dh: `${keys.p256dh}!`, auth: keys.auth },
      { p256dh: `A${keys.p256dh.slice(1)}`, auth: keys.auth },
      { p256dh: keys.p256dh, auth: `${keys.auth}AAAA` },
    ]) {
      const res = await subscribe(guarded, m.token, {
        endpoint: 'https://push.example.com/x',
        keys: bad,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await devices(guarded, m.token)).toEqual([]);
    const ok = await subscribe(guarded, m.token, { endpoint: 'https://push.example.com/x', keys });
    expect(ok.statusCode).toBe(201);
  });

  it(`keeps a person's ${MAX_DEVICES} newest devices`, async () => {
    const m = await kit.newMember(open, '2026-11-16T09:00:00Z');
    const browsers = Array.from({ length: MAX_DEVICES + 2 }, () => push.browser());
    for (const [i, browser] of browsers.entries()) {
      open.clock.set(new Date(Date.parse('2026-11-16T09:00:00Z') + i * 1000));
      expect((await subscribe(open, m.token, browser.subscription)).statusCode).toBe(201);
    }
    const kept = (await devices(open, m.token)).map((d) => d.endpoint);
    expect(kept).toEqual(browsers.slice(2).map((b) => b.endpoint));
  });
});
