import type { ClientDirective } from 'astro';

/*
 * `client:painted`: an island hydrates once the browser reports the page's first contentful paint
 * (Paint Timing: the entry comes once the frame has been presented), or at the page's load where the
 * browser reports no paints. For a page whose first screen is its static HTML (a rendered category
 * page's heading, docs/adr/0040): React and the island's code are then fetched after that screen is
 * up, not beside it. `client:idle` and `client:visible` can both fire before the first frame is shown.
 * Astro writes this directive inline into the page: infra/security-headers.ts allows it by hash
 * (infra/painted-directive.prebuilt.ts is its built text, kept beside the policy that allows it; a
 * unit test checks the built site against the policy).
 */
const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (await load())();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      void hydrate();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') void hydrate();
  else addEventListener('load', () => void hydrate(), { once: true });
};

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
