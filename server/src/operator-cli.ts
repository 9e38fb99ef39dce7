import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { OPERATOR_STATUSES } from '@store/contract/orders';
import { operatorTokenPath } from './admin/operator-token';
import { REPO_ROOT } from './paths';

// `npm run store -- orders`, `... order:status <line id> <status>` and `... staff:create <email> --owner`.
// It talks to the RUNNING store over HTTP: the embedded database allows one process, so this
// command never opens it. Store: STORE_URL, else http://127.0.0.1:$PORT (3000). Token:
// OPERATOR_TOKEN, else the file the store wrote into DATA_DIR.

const USAGE = `usage:
  npm run store -- orders [--status placed|pending_payment|cancelled|expired] [--limit N] [--json]
  npm run store -- order:status <line id> <${OPERATOR_STATUSES.join(' | ')}>
  npm run store -- staff:create <email> [--owner] [--name "Full Name"]`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function storeUrl(): string {
  const url = process.env.STORE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return url.replace(/\/+$/, '');
}

function token(): string {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  // npm runs this inside server/; a relative DATA_DIR means the folder npm was started from.
  const dataDir = process.env.DATA_DIR ?? './.data';
  const candidates = isAbsolute(dataDir)
    ? [dataDir]
    : [resolve(process.env.INIT_CWD ?? process.cwd(), dataDir), resolve(REPO_ROOT, dataDir)];
  for (const dir of candidates) {
    const file = operatorTokenPath(dir);
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  }
  return fail(
    `No operator token: set OPERATOR_TOKEN or start the store once (it writes ${candidates[0]}/operator-token)`,
  );
}

async function call(path: string, init: RequestInit = {}) {
  let res: Response;
  try {
    res = await fetch(`${storeUrl()}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json', accept: 'application/json' },
    });
  } catch {
    return fail(`The store is not answering at ${storeUrl()} (is it running? set STORE_URL or PORT)`);
  }
  const body = (await res.json().catch(() => ({}))) as { data?: unknown; error?: { message?: string } };
  if (!res.ok) fail(`${res.status}: ${body.error?.message ?? res.statusText}`);
  return body.data;
}

/** "out-for-delivery", "out for delivery", "Delivered"... -> the status as the store names it. */
function statusArg(raw: string): string {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ')
      .trim();
  return OPERATOR_STATUSES.find((s) => norm(s) === norm(raw)) ?? fail(`Unknown status "${raw}"\n${USAGE}`);
}

interface AdminOrder {
  order_number: string;
  status: string;
  payment_mode: string;
  total: number;
  created_at: string;
  customer: { name: string; email: string; phone: string };
  address: { city: string; pin_code: string };
  lines: {
    id: number;
    product: string;
    color: string;
    size: string;
    quantity: number;
    amount: number;
    tracking_status: string;
    refund_due: boolean;
  }[];
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

function printOrders(list: AdminOrder[]) {
  if (list.length === 0) return console.log('No orders yet.');
  for (const o of list) {
    const when = o.created_at.replace('T', ' ').slice(0, 16);
    console.log(
      `${o.order_number}  ${when}  ${o.status}  ${o.payment_mode}  ${rupees(o.total)}  ${o.customer.name} <${o.customer.email}> ${o.address.city} ${o.address.pin_code}`,
    );
    for (const l of o.lines)
      console.log(
        `  line ${String(l.id).padEnd(6)} ${l.tracking_status.padEnd(18)} ${l.quantity} x ${l.product} (${l.color}, ${l.size}) ${rupees(l.amount)}${l.refund_due ? '  REFUND DUE' : ''}`,
      );
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === 'orders') {
    const params = new URLSearchParams();
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '--status') params.set('status', rest[++i] ?? '');
      else if (rest[i] === '--limit') params.set('limit', rest[++i] ?? '');
    }
    const data = (await call(`/admin/orders?${params}`)) as AdminOrder[];
    if (rest.includes('--json')) console.log(JSON.stringify(data, null, 2));
    else printOrders(data);
    return;
  }
  if (command === 'order:status') {
    const [id, ...words] = rest;
    if (!id || !/^\d+$/.test(id) || words.length === 0) fail(USAGE);
    const status = statusArg(words.join(' '));
    const data = (await call(`/admin/order-lines/${id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status }),
    })) as {
      id: number;
      tracking_status: string;
      updated_on: string;
    };
    console.log(`line ${data.id} is now ${data.tracking_status} (updated ${data.updated_on})`);
    return;
  }
  if (command === 'staff:create') {
    const email = rest.find((a, i) => !a.startsWith('--') && rest[i - 1] !== '--name');
    if (!email) fail(USAGE);
    const nameAt = rest.indexOf('--name');
    const name = nameAt >= 0 ? (rest[nameAt + 1] ?? '') : '';
    const role = rest.includes('--owner') ? 'owner' : 'staff';
    const data = (await call('/admin/staff', { method: 'POST', body: JSON.stringify({ email, name, role }) })) as {
      staff: { email: string; role: string };
      one_time_password: string;
    };
    // The only time this password is shown: the store keeps only its argon2id hash.
    console.log(`${data.staff.role} ${data.staff.email} created.`);
    console.log(`One-time password: ${data.one_time_password}`);
    console.log(`Log in at ${storeUrl()}/admin/login and choose a new password (it must be changed at first login).`);
    return;
  }
  fail(USAGE, command ? 1 : 0);
}

await main(process.argv.slice(2));
