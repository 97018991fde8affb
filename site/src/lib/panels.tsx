/** Pieces of the site's message panels (checkout's, a dispute's): not a form's, so not in lib/forms. */
import type { ReactNode } from 'react';

/** A message's buttons: what the message offers, then the way to the list it belongs to. */
export function ActionsThenLink({ className, href, label, children }: { className: string; href: string; label: string; children?: ReactNode }) {
  return (
    <div className={className}>
      {children}
      <a className="btn btn-ghost" href={href}>
        {label}
      </a>
    </div>
  );
}
