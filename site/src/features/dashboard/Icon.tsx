import { LineIcon } from '../../components/LineIcon.tsx';

/** The dashboard's line icons (24 × 24, stroke in the current colour). */
const PATHS = {
  gavel: 'm14 4 6 6M11 7l6 6M4 20l7.5-7.5M12.5 5.5l6 6-3 3-6-6 3-3Z',
  tag: 'M3 12.2V4h8.2l9.3 9.3-8.2 8.2L3 12.2ZM7.5 8.5h.01',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  hourglass: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4',
  star: 'm12 4 2.4 5 5.6.6-4.2 3.8 1.2 5.6L12 16.3 7 19l1.2-5.6L4 9.6 9.6 9 12 4Z',
  bank: 'M3 10h18L12 4 3 10Zm2 0v8m4.7-8v8m4.6-8v8M19 10v8M3 20h18',
  plus: 'M12 5v14M5 12h14',
  note: 'M5 4h14v12l-4 4H5V4Zm10 16v-4h4M8.5 9h7M8.5 12.5h5',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  store: 'M4 9.5 5.5 4h13L20 9.5M4 9.5V20h16V9.5M4 9.5c0 1.7 1.3 3 3 3s3-1.3 3-3m0 0c0 1.7 1.3 3 3 3s3-1.3 3-3m0 0c0 1.7 1.3 3 3 3s3-1.3 3-3M10 20v-5h4v5',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-8.5 3 3 5.5-6',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5v5.5m0 3.5h.01',
  close: 'M6 6l12 12M18 6 6 18',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  question: 'M4 5h16v11H9l-5 4V5Zm6.2 3.6a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.3m0 2.2h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}
