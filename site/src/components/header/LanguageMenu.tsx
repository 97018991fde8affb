import type { Locale } from '../../../../shared/i18n/index.ts';
import { switchLocalePath } from '../../lib/locales.ts';
import { Flag, Icon } from './icons.tsx';
import type { T } from './strings.ts';
import { usePopover } from './popover.ts';

const LANGUAGES: ReadonlyArray<{ code: Locale; key: string }> = [
  { code: 'en', key: 'lang.en' },
  { code: 'fr', key: 'lang.fr' },
];

/** The same page in another language, keeping the query string (and the hash). */
export function languageHref(here: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(here);
  return switchLocalePath(match?.[1] || '/', locale) + (match?.[2] ?? '');
}

/** The outer bar's language dropdown, with flags; each entry is a plain link. */
export function LanguageMenu({ locale, here, t }: { locale: Locale; here: string; t: T }) {
  const { box, toggleProps, panelProps } = usePopover();
  const current = LANGUAGES.find((l) => l.code === locale) ?? LANGUAGES[0]!;
  return (
    <div className="popover-wrap" ref={box}>
      <button {...toggleProps} className="topbar-button" aria-label={`${t('lang.label')}: ${t(current.key)}`}>
        <Flag locale={current.code} />
        <span>{t(current.key)}</span>
        <Icon name="chevron" size={14} />
      </button>
      <ul {...panelProps} className="popover popover-small">
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <a
              className="popover-item"
              href={languageHref(here, l.code)}
              hrefLang={l.code}
              lang={l.code}
              aria-current={l.code === locale ? 'true' : undefined}
            >
              <Flag locale={l.code} />
              <span>{t(l.key)}</span>
              {l.code === locale && <Icon name="check" size={16} className="popover-check" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
