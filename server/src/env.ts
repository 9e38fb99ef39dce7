import { z } from 'zod';

// All configuration comes from the environment, validated once at start-up.

const parseUrl = (value: string | undefined) => {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
};
const isOrigin = (u: URL) =>
  (u.protocol === 'http:' || u.protocol === 'https:') &&
  !u.username &&
  !u.password &&
  u.pathname === '/' &&
  !u.search &&
  !u.hash;

const Env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: z.string().url().optional(),
    PUBLIC_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    // behind one reverse proxy: take the client IP from the last X-Forwarded-For hop
    TRUST_PROXY: z.stringbool().default(false),
    OPERATOR_TOKEN: z.string().min(24).optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    SMS_PROVIDER: z.enum(['dev', 'http']).optional(),
    SMS_HTTP_URL: z.string().url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    // fixes the SMS header whatever the shop's identity (console settings) says; unset, the identity's
    SMS_SENDER_ID: z.string().optional(),
    // order e-mails: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    // the From of order e-mails, "Shop <orders@example.in>" or an address; default the shop's support e-mail
    MAIL_FROM: z
      .string()
      .regex(/^(?:[^<>\r\n"]*<[^\s<>@]+@[^\s<>@]+>|"[^"\r\n]*" ?<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
        error: 'must be an e-mail address, optionally as Name <address>',
      })
      .optional(),
    // how often the notification worker looks for messages to send
    NOTIFY_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
    IMAGE_CACHE_DIR: z.string().optional(),
    // the image cache's size: past it, the least recently used files are deleted
    IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
    // images drawn at once; up to IMAGE_RENDER_QUEUE more wait (a cold listing page asks for 24), then 503
    IMAGE_RENDERS: z.coerce.number().int().min(1).max(64).default(2),
    IMAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    // uploaded photos' originals (server/src/photos/storage.ts): in an S3-compatible bucket, path-style
    // addressing, when these four are set; otherwise in the database
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    // PEM files: with both, the store serves HTTPS and HTTP/2 itself
    TLS_CERT: z.string().optional(),
    TLS_KEY: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (!env.TLS_CERT !== !env.TLS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [env.TLS_CERT ? 'TLS_KEY' : 'TLS_CERT'],
        message: 'TLS needs both TLS_CERT and TLS_KEY',
      });
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const missing = s3.filter((k) => !env[k]);
    if (missing.length > 0 && missing.length < s3.length)
      for (const k of missing)
        ctx.addIssue({ code: 'custom', path: [k], message: `photos in S3 need all of ${s3.join(', ')}` });
    const publicUrl = parseUrl(env.PUBLIC_URL);
    if (publicUrl && !isOrigin(publicUrl))
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "must be the shop's address alone, e.g. https://www.example.in (http or https, no path)",
      });
    if (env.NODE_ENV !== 'production') return;
    // Absolute URLs (canonical links, sitemaps, payment callbacks) come from it: never a request's Host.
    if (publicUrl?.protocol !== 'https:')
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "production needs PUBLIC_URL, the shop's https:// address (e.g. https://www.example.in)",
      });
    const sms = env.SMS_PROVIDER ?? 'dev';
    if (sms === 'dev')
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'production needs SMS_PROVIDER=http' });
    if (sms === 'http' && !env.SMS_HTTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required for SMS_PROVIDER=http' });
  });

export type Env = z.infer<typeof Env>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const isProduction = (env: Env) => env.NODE_ENV === 'production';
