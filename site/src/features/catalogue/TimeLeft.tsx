import { useStore } from '@nanostores/react';
import { $now, remaining } from './now.ts';
import { type Ui, useUi } from '../../lib/ui.tsx';

/** "2d 4h 10m", "3h 12m 5s", "4m 10s" in the page language. */
export function formatDuration(ui: Ui, ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (d > 0) return ui.t('catalogue.time.days', { d, h, m });
  if (h > 0) return ui.t('catalogue.time.hours', { h, m, s });
  return ui.t('catalogue.time.minutes', { m, s });
}

/**
 * A live countdown to `endsAt`: "Ended" once the time has passed or the item is no longer Active.
 * Under an hour it is marked urgent.
 */
export function TimeLeft({ endsAt, active = true, prefix, testId }: { endsAt: string; active?: boolean; prefix?: boolean; testId?: string }) {
  const now = useStore($now);
  const ui = useUi();
  const left = remaining(endsAt, now);
  const ended = left.ended || !active;
  const text = ended ? ui.t('catalogue.time.ended') : formatDuration(ui, left.ms);
  return (
    <time
      dateTime={endsAt}
      className={`time-left${ended ? ' is-ended' : left.urgent ? ' is-urgent' : ''}`}
      data-testid={testId}
      data-ended={ended ? 'true' : undefined}
    >
      {prefix && !ended ? ui.t('catalogue.card.endsIn', { time: text }) : text}
    </time>
  );
}
