// The site is fully pre-rendered (static output); only React islands ship JavaScript.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';

/** `client:painted`: hydrate after the first contentful paint (src/directives/painted.ts, docs/adr/0040). */
const paintedDirective = {
  name: 'patina-client-painted',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./src/directives/painted.ts', import.meta.url)) }),
  },
};

export default defineConfig({
  output: 'static',
  // The public origin absolute URLs name (hreflang alternates): the deployed domain when a deploy sets
  // PATINA_SITE_URL, else the local origin `npm start` serves (docs/adr/0037).
  site: process.env.PATINA_SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  // Every page's CSS comes inside its HTML: no stylesheet request blocks the first paint on a phone
  // (docs/adr/0037). Styles may be inline under the Content Security Policy (infra/security-headers.ts).
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), paintedDirective],
  vite: {
    server: { fs: { allow: ['..'] } },
    // Bundled scripts stay files, never inlined into pages: the Content Security Policy allows the
    // site's own script files and no inline script of its own (infra/security-headers.ts, docs/adr/0013).
    build: {
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      rolldownOptions: {
        output: {
          // What the header needs on every page (React, nanostores, the session, the call client, the
          // currency and notification stores) as ONE chunk instead of a dozen small ones: gzip works
          // better on one file than on many, about 2 KB less JavaScript on every page (README "Budgets").
          codeSplitting: {
            groups: [
              {
                name: 'core',
                // early-call.ts too: a page's script that starts the first call then waits on one file, not two.
                test: /(\/site\/src\/(lib\/(api|session|locales|server-clock|translate)|stores\/(currency|categories|notifications)|features\/catalogue\/early-call)\.ts)|(\/shared\/(money|placeholders|categories)\.ts)|(node_modules\/(react\/|nanostores\/|@nanostores\/))/,
              },
              // The one translator (lib/translator.ts, docs/adr/0058) and its React context (lib/ui.tsx),
              // which every island but the header's provides: one file of their own, so an app page does
              // not load the catalogue's parts to speak.
              { name: 'translator', test: /\/site\/src\/lib\/(translator\.ts|ui\.tsx)/ },
              // What the home, category and lot pages' islands share (the catalogue's words, the time left,
              // a call's state, the failure box, the static copy they replace, the Watch button) as one chunk:
              // one file compresses ~0.5 KB better than eight small ones (docs/adr/0056).
              {
                name: 'catalogue-parts',
                test: /\/site\/src\/features\/catalogue\/(TimeLeft\.tsx|now\.ts|path-segments\.ts|use-call\.ts|ErrorState\.tsx|static-copy\.ts)/,
              },
            ],
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
