// node bench/checkout-root.mjs <commit> <dir> — a built checkout of <commit> in <dir> for
// `node bench/ab.mjs`, sharing this checkout's installed packages. The workspace's own packages
// (@store/contract, @store/web...) are linked to <dir>'s copies: a plain link to this checkout's
// node_modules would build <commit>'s pages with this checkout's contract (its image widths, its
// messages), and the A/B would compare a mix.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/store.mjs';

const [commit, dir] = process.argv.slice(2);
if (!commit || !dir) throw new Error('usage: node bench/checkout-root.mjs <commit> <dir>');
if (existsSync(dir)) throw new Error(`${dir} exists: remove it (git worktree remove --force ${dir})`);

execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT, stdio: 'inherit' });
const shared = join(ROOT, 'node_modules');
mkdirSync(join(dir, 'node_modules', '@store'), { recursive: true });
for (const name of readdirSync(shared)) {
  if (name !== '@store') symlinkSync(join(shared, name), join(dir, 'node_modules', name));
}
for (const pkg of readdirSync(join(shared, '@store'))) {
  symlinkSync(join('..', '..', pkg), join(dir, 'node_modules', '@store', pkg));
}
for (const pkg of ['web', 'server', 'bench', 'e2e']) {
  const own = join(ROOT, pkg, 'node_modules');
  if (existsSync(own) && existsSync(join(dir, pkg))) symlinkSync(own, join(dir, pkg, 'node_modules'));
}
execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
console.log(`built ${commit} in ${dir}`);
