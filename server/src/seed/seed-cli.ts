import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { growCatalogue } from './bulk';
import { seedIfEmpty } from './seed';

/**
 * npm run seed -- [--products N]
 * Seeds the demo store into the configured database if it is empty; with --products N it
 * then adds generated products until the catalogue holds N (for benchmarks).
 */
function productsArg(argv: string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--products' || a.startsWith('--products='));
  if (i < 0) return undefined;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--products needs a whole number, got "${raw ?? ''}"`);
    process.exit(2);
  }
  return n;
}

const target = productsArg(process.argv.slice(2));
const env = loadEnv();
const started = performance.now();
const secs = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const database = await openDatabase(env);
console.log(`Database: ${database.kind}${database.kind === 'pglite' ? ` in ${env.DATA_DIR}` : ''}`);
try {
  const demo = performance.now();
  await seedIfEmpty(database.db);
  console.log(`Demo catalogue ready (${secs(demo)})`);
  if (target !== undefined) {
    const grow = performance.now();
    let last = 0;
    const added = await growCatalogue(database.db, target, (done, total) => {
      if (done - last >= 10_000 || done === total) {
        last = done;
        console.log(`  ${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} products (${secs(grow)})`);
      }
    });
    console.log(
      added
        ? `Added ${added.toLocaleString('en-IN')} products in ${secs(grow)}`
        : `Catalogue already has ${target} or more products`,
    );
  }
  console.log(`Done in ${secs(started)}`);
} finally {
  await database.close();
}
