import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The browser fetches each chunk on its own request; on a phone's HTTP/1.1 connection twenty
// small files cost more round trips than bytes. Group what every page loads into two files:
// the framework and the store's shell (header, cart, auth, shared helpers).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const SHELL =
  /[\\/](app[\\/](lib[\\/][^\\/]+|layout[\\/](icons|seo)|auth[\\/]auth-store|cart[\\/]cart-(store|refresh)|ui[\\/](toast|modal))|contract[\\/]src[\\/](messages|slug|constants|money|images))\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shell', test: SHELL, priority: 1 },
              ],
            },
          },
        },
      },
}));
