import type { Locale } from '../../../../shared/i18n/index.ts';
import { href } from '../../lib/locales.ts';
import { signOut } from '../../lib/session.ts';
import { Icon, type IconName } from './icons.tsx';
import type { T } from './strings.ts';
import { usePopover } from './popover.ts';

/** The signed-in user's links (spec: My bids, My account, Seller account). */
export const ACCOUNT_LINKS: ReadonlyArray<{ key: string; path: string; icon: IconName }> = [
  { key: 'header.myBids', path: '/my-account/My%20bids', icon: 'gavel' },
  { key: 'header.myAccount', path: '/my-account', icon: 'account' },
  { key: 'header.sellerAccount', path: '/sellar-dashboard', icon: 'store' },
];

/** The user menu, greeting the user by name. */
export function UserMenu({ greeting, locale, t }: { greeting: string; locale: Locale; t: T }) {
  const { box, toggleProps, panelProps } = usePopover();
  const initial = greeting.trim().charAt(0).toUpperCase() || '·';
  return (
    <div className="popover-wrap" ref={box}>
      <button {...toggleProps} className="user-button">
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-greeting">{t('header.greeting', { name: greeting })}</span>
        <Icon name="chevron" size={14} />
      </button>
      <ul {...panelProps} className="popover popover-right">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.key}>
            <a className="popover-item" href={href(locale, link.path)}>
              <Icon name={link.icon} size={18} />
              <span>{t(link.key)}</span>
            </a>
          </li>
        ))}
        <li className="popover-separator" role="separator" />
        <li>
          <button type="button" className="popover-item" onClick={signOut}>
            <Icon name="logout" size={18} />
            <span>{t('header.signOut')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
