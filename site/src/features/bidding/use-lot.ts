import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { BidState } from '../../../../shared/contract/buying.ts';
import { followLot, lotStore } from '../../lib/live.ts';

/** A lot's live bid state, followed while the component is on screen (null until it first arrives). */
export function useLot(itemId: string): BidState | null {
  const store = useMemo(() => lotStore(itemId), [itemId]);
  useEffect(() => followLot(itemId), [itemId]);
  return useStore(store);
}
