// The site is fully pre-rendered (static output); only React islands ship JavaScript.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react()],
  vite: {
    server: { fs: { allow: ['..'] } },
  },
  devToolbar: { enabled: false },
});
