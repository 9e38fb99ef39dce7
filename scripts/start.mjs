// `npm start`: build what is not built yet, then run the store in this process.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['web/build/server/index.js', 'server/dist/main.js'].every((f) => existsSync(f));
if (!built || process.env.REBUILD === '1') {
  console.log('Building the store (first start)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../server/dist/main.js');
