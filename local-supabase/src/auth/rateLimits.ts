import { authError } from '../http/errors';

/**
 * How often auth may be asked for something, per client address and per account. The per-address limits and
 * their token buckets (bursts of at most 30) are hosted Supabase Auth's defaults; the per-account ones are this
 * backend's own: a wrong password guessed at one account from many addresses is still stopped.
 */
export interface AuthRateLimits {
  /** password sign-ins and sign-ups from one address per 5 minutes (hosted `sign_in_sign_ups`: 30) */
  signInSignUpsPerIp: number;
  /** refresh-token grants from one address per 5 minutes (hosted `token_refresh`: 150) */
  tokenRefreshPerIp: number;
  /** recovery requests (each a possible e-mail) from one address per hour (hosted `email_sent` with SMTP: 30) */
  emailSentPerIp: number;
  /** the least time between two recovery e-mails to one address (GoTrue's SMTP max frequency: 60 s) */
  emailIntervalSeconds: number;
  /** wrong passwords for one account per 15 minutes; past it, every sign-in to it waits (right or wrong) */
  failedSignInsPerAccount: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInSignUpsPerIp: 30,
  tokenRefreshPerIp: 150,
  emailSentPerIp: 30,
  emailIntervalSeconds: 60,
  failedSignInsPerAccount: 10,
};

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;
/** hosted Auth's bucket size for the per-address limits */
const MAX_BURST = 30;

/** The settings named as environment variables (what `npm start`, the e2e setup and a deployment set). */
const ENV_NAMES: Record<keyof AuthRateLimits, string> = {
  signInSignUpsPerIp: 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenRefreshPerIp: 'AUTH_RATE_LIMIT_TOKEN_REFRESH',
  emailSentPerIp: 'AUTH_RATE_LIMIT_EMAIL_SENT',
  emailIntervalSeconds: 'AUTH_RATE_LIMIT_EMAIL_INTERVAL_SECONDS',
  failedSignInsPerAccount: 'AUTH_RATE_LIMIT_FAILED_SIGN_INS',
};

/** The defaults, each replaced by its environment variable when that holds a number (0 turns that limit off). */
export function authRateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AuthRateLimits {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const key of Object.keys(ENV_NAMES) as (keyof AuthRateLimits)[]) {
    const raw = env[ENV_NAMES[key]];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${ENV_NAMES[key]} must be a number ≥ 0, got ${raw}`);
    limits[key] = value;
  }
  return limits;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key: each holds up to `capacity` requests and refills at `limit` per `windowMs`. The clock is
 * injected, so a test moves time instead of waiting. A limit of 0 (or less) lets everything through.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly perMs: number;

  constructor(
    private readonly limit: number,
    windowMs: number,
    private readonly now: () => number,
    capacity = limit,
  ) {
    this.capacity = Math.max(1, Math.min(capacity, limit));
    this.perMs = limit / windowMs;
  }

  private current(key: string, now: number): Bucket {
    const bucket = this.buckets.get(key);
    if (!bucket) return { tokens: this.capacity, at: now };
    const tokens = Math.min(this.capacity, bucket.tokens + Math.max(0, now - bucket.at) * this.perMs);
    return { tokens, at: now };
  }

  /** Whether `key` has a request left, without using it. */
  allows(key: string): boolean {
    return this.limit <= 0 || this.current(key, this.now()).tokens >= 1;
  }

  /** Uses one request of `key`; false (and nothing used) when none is left. */
  take(key: string): boolean {
    if (this.limit <= 0) return true;
    const now = this.now();
    const bucket = this.current(key, now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    this.prune(now);
    return true;
  }

  /** Forgets `key`: it starts again with a full bucket. */
  reset(key: string): void {
    this.buckets.delete(key);
  }

  /** Drops buckets that have refilled, so the map holds only keys that are being limited. */
  private prune(now: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [key] of this.buckets) if (this.current(key, now).tokens >= this.capacity) this.buckets.delete(key);
  }
}

/** The limiters of one auth server. */
export interface AuthLimiter {
  signInSignUps: TokenBuckets;
  tokenRefresh: TokenBuckets;
  emailSent: TokenBuckets;
  emailToAddress: TokenBuckets;
  failedSignIns: TokenBuckets;
}

export function createAuthLimiter(limits: AuthRateLimits, now: () => number = Date.now): AuthLimiter {
  const interval = limits.emailIntervalSeconds * 1000;
  return {
    signInSignUps: new TokenBuckets(limits.signInSignUpsPerIp, FIVE_MINUTES, now, MAX_BURST),
    tokenRefresh: new TokenBuckets(limits.tokenRefreshPerIp, FIVE_MINUTES, now, MAX_BURST),
    emailSent: new TokenBuckets(limits.emailSentPerIp, HOUR, now, MAX_BURST),
    emailToAddress: new TokenBuckets(interval > 0 ? 1 : 0, interval || 1, now),
    failedSignIns: new TokenBuckets(limits.failedSignInsPerAccount, FIFTEEN_MINUTES, now),
  };
}

/** What hosted Auth answers past a request limit; supabase-js surfaces it as an AuthApiError with this code. */
export function overRequestRateLimit(): Response {
  return authError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

/** What hosted Auth answers past an e-mail limit. */
export function overEmailSendRateLimit(): Response {
  return authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
}

/** An account's key: the address as sign-in compares it. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
