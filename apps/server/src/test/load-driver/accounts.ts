import { randomBytes } from 'node:crypto';
import type {
  AuthResponse,
  CheckoutResponse,
  Habit,
  OutboxMail,
  VerifyPaymentResponse,
} from '@streakwise/shared';
import type { ApiClient } from './api-client.js';
import { eachLimited, sleep } from './concurrency.js';
import type { CreateUsersOptions, SimUser } from './model.js';

/* Simulated people signed up through the real API: verified, signed in, some on Premium. */

const PASSWORD = 'load driver horse 42';
const FREE_TARGETS = [1, 3, 10];
const PREMIUM_TARGETS = [1, 2, 3, 5, 10];
const CATEGORIES = ['Health', 'Learning', 'Fitness', 'Productivity', 'Other'];
const OUTBOX_WAIT_MS = 20_000;
const VERIFY_SUBJECT = /verify your email/i;

export class Accounts {
  private readonly runId = randomBytes(4).toString('hex');
  private userCount = 0;

  constructor(private readonly api: ApiClient) {}

  /** The verification link's token, once the mail has arrived (delivery may lag the reply). */
  private async verificationToken(email: string): Promise<string> {
    const deadline = Date.now() + OUTBOX_WAIT_MS;
    for (;;) {
      const mails = await this.api.must<OutboxMail[]>(
        'GET /api/dev/outbox',
        200,
        'GET',
        `/api/dev/outbox?to=${encodeURIComponent(email)}`,
      );
      const link = mails.find((m) => VERIFY_SUBJECT.test(m.subject))?.links[0];
      if (link) {
        const url = new URL(link);
        return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
      }
      if (Date.now() > deadline) throw new Error(`no verification mail to ${email}`);
      await sleep(200);
    }
  }

  /** Signs up, verifies, signs in, maybe buys Premium, and creates the person's habits. */
  private async createUser(premium: boolean, timeZone: string): Promise<SimUser> {
    this.userCount += 1;
    const email = `load-${this.runId}-${this.userCount}@example.com`;
    await this.api.must('POST /api/auth/signup', 201, 'POST', '/api/auth/signup', {
      body: { name: `Load ${this.userCount}`, email, password: PASSWORD, timezone: timeZone },
    });
    const token = await this.verificationToken(email);
    await this.api.must(
      'GET /api/auth/verify-email/:token',
      200,
      'GET',
      `/api/auth/verify-email/${token}`,
    );
    const login = await this.api.must<AuthResponse>(
      'POST /api/auth/login',
      200,
      'POST',
      '/api/auth/login',
      {
        body: { email, password: PASSWORD },
      },
    );
    const user: SimUser = {
      id: login.user._id,
      email,
      password: PASSWORD,
      token: login.token,
      premium,
      habits: [],
      ackedPoints: 0,
      knownPoints: login.user.points,
      inDoubt: 0,
    };
    if (premium) await this.buyPremium(user);
    const targets = premium ? PREMIUM_TARGETS : FREE_TARGETS;
    for (const [i, target] of targets.entries()) {
      const habit = await this.api.must<Habit>('POST /api/habits', 201, 'POST', '/api/habits', {
        token: user.token,
        body: {
          name: `Habit ${i + 1}`,
          category: CATEGORIES[i % CATEGORIES.length],
          dailyTarget: target,
        },
      });
      user.habits.push({
        id: habit._id,
        target,
        today: { date: habit.today.date, completed: habit.today.completed },
        days: new Map(),
      });
    }
    return user;
  }

  /** The mock checkout, as the /mock-payment page and the dashboard's return drive it. */
  private async buyPremium(user: SimUser): Promise<void> {
    const token = user.token;
    const checkout = await this.api.must<CheckoutResponse>(
      'POST /api/subscription/create-checkout-session',
      200,
      'POST',
      '/api/subscription/create-checkout-session',
      { token, body: { planType: 'premium', priceType: 'monthly' } },
    );
    await this.api.must(
      'POST /api/subscription/mock/complete',
      200,
      'POST',
      '/api/subscription/mock/complete',
      {
        token,
        body: { orderId: checkout.orderId, outcome: 'success' },
      },
    );
    const verified = await this.api.must<VerifyPaymentResponse>(
      'POST /api/subscription/verify-payment',
      200,
      'POST',
      '/api/subscription/verify-payment',
      { token, body: { orderId: checkout.orderId } },
    );
    if (verified.user.subscription.type !== 'premium')
      throw new Error(`${user.email} paid but is on ${verified.user.subscription.type}`);
  }

  /** `n` verified people with habits (every `premiumEvery`-th on Premium). */
  async createUsers(n: number, opts: CreateUsersOptions = {}): Promise<SimUser[]> {
    const { premiumEvery = 4, concurrency = 8, timeZone = 'Europe/London' } = opts;
    const made: SimUser[] = [];
    await eachLimited(
      Array.from({ length: n }, (_, i) => i),
      concurrency,
      async (i) => {
        made.push(await this.createUser(premiumEvery > 0 && i % premiumEvery === 0, timeZone));
      },
    );
    return made;
  }
}
