import { useUi } from '../lib/ui.tsx';

/**
 * A table's head: one row of column headers, each the page language's text for its key. Every data
 * table of the site (the back office's, a lot's bids and shipping, the price guide, a payout statement,
 * the review console's shipping) heads its columns this one way, so their markup stays one shape.
 */
export function ColumnHeads({ keys }: { keys: readonly string[] }) {
  const ui = useUi();
  return (
    <thead>
      <tr>
        {keys.map((key) => (
          <th key={key} scope="col">
            {ui.t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
