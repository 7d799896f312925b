import { useLayoutEffect, useRef, useState } from 'react';
import { columnsAfterDropping, type TableColumn } from './columns.ts';

/**
 * The table's columns that fit its box: after a render, before the browser paints, a table wider than its box drops
 * its least important column (columns.ts), until it fits; a box of another width, or other columns, start again from
 * all of them. `rows` (the list shown) measures again when other rows show. `fitting` is null when the list should
 * show cards.
 */
export function useFittingColumns(columns: readonly TableColumn[], boxWidth: number, rows: unknown) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [dropped, setDropped] = useState(0);
  const columnsKey = columns.join();
  useLayoutEffect(() => setDropped(0), [boxWidth, columnsKey]);
  useLayoutEffect(() => {
    const table = tableRef.current;
    const box = table?.parentElement;
    if (table && box && table.offsetWidth > box.clientWidth + 1) setDropped((count) => count + 1);
  }, [dropped, boxWidth, columnsKey, rows]);
  return { tableRef, fitting: columnsAfterDropping(columns, dropped) };
}
