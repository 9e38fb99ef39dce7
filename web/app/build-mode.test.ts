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

// The browser runs Preact (docs/decisions/0028-preact-in-the-browser.md); the server React.
describe('the runtime in each build', () => {
  type Alias = { find: RegExp; replacement: string };
  const aliases = (command: 'build' | 'serve', isSsrBuild: boolean) =>
    (config as unknown as (env: object) => { resolve?: { alias?: Alias[] } })({
      command,
      mode: 'production',
      isSsrBuild,
    }).resolve?.alias ?? [];
  const target = (list: Alias[], id: string) => list.find((a) => a.find.test(id))?.replacement ?? id;

  it('the client build resolves react and react-dom to preact/compat', () => {
    const client = aliases('build', false);
    expect(target(client, 'react')).toBe('preact/compat');
    expect(target(client, 'react-dom')).toBe('preact/compat');
    expect(target(client, 'react-dom/client')).toBe('preact/compat/client');
    expect(target(client, 'react/jsx-runtime')).toBe('preact/jsx-runtime');
  });

  it("the client build takes React Router's production build, which its package does not export", () => {
    const client = aliases('build', false);
    expect(target(client, 'react-router')).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(target(client, 'react-router/dom')).toMatch(
      /[\\/]react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/,
    );
    expect(target(client, 'react-router-dom')).toBe('react-router-dom');
  });

  it('the server build keeps React', () => {
    expect(aliases('build', true)).toEqual([]);
  });
});
