import { useUi } from '../../lib/ui.tsx';

/** The catalogue's breadcrumb: Home, the categories, then each category page of `trail` (a category, its sub-category) that is given. */
export function Crumbs({ trail }: { trail: ReadonlyArray<{ id: string; name: string } | null> }) {
  const ui = useUi();
  return (
    <nav aria-label={ui.t('catalogue.breadcrumb')} className="crumbs">
      <a href={ui.href('/')}>{ui.t('catalogue.home')}</a>
      <a href={ui.href('/catagories')}>{ui.t('catalogue.categories.title')}</a>
      {trail.map((page) =>
        page ? (
          <a key={page.id} href={ui.href(`/catagoriesDetails/${encodeURIComponent(page.id)}`)}>
            {page.name}
          </a>
        ) : null,
      )}
    </nav>
  );
}
