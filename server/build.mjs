// Bundles the server's TypeScript (and the contract package it imports) into dist/.
// npm packages stay external: they are installed beside it.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@store/'));

await build({
  entryPoints: ['src/main.ts', 'src/seed/seed-cli.ts', 'src/operator-cli.ts'].filter((f) => {
    try {
      readFileSync(new URL(f, import.meta.url));
      return true;
    } catch {
      return false;
    }
  }),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
