// @vitest-environment node
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

// Vite takes process.env.NODE_ENV as the build's mode when it is set: NODE_ENV=development in the
// shell bundled React's development build for shoppers. The client build always says production.
describe('the client build', () => {
  const resolve = (command: 'build' | 'serve', isSsrBuild: boolean) =>
    (config as unknown as (env: object) => { define?: Record<string, string> })({
      command,
      mode: 'development',
      isSsrBuild,
    });

  it('bundles React for production even when NODE_ENV says development', () => {
    expect(resolve('build', false).define?.['process.env.NODE_ENV']).toBe('"production"');
  });

  it('leaves the server build and the dev server to the mode they run in', () => {
    expect(resolve('build', true).define ?? {}).toEqual({});
    expect(resolve('serve', false).define ?? {}).toEqual({});
  });
});
