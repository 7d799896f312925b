/**
 * The table's columns. The couple and the progress always show; source, owner and the couple's preferred locations
 * need their tier (lite); choosing which of the others show is the "table columns" feature (lite), remembered on this
 * device. Below it every column the tier has shows.
 */
const optionalColumns = [
  'weddingDate',
  'guests',
  'budget',
  'locations',
  'received',
  'source',
  'owner',
  'notes',
] as const;
export type OptionalColumn = (typeof optionalColumns)[number];

export interface ColumnGates {
  source: boolean;
  owner: boolean;
  /** The couple's counties ("preferred locations"). */
  locations: boolean;
  /** The supplier may choose columns. */
  choose: boolean;
}

/**
 * The columns hidden until the user shows them (their device's first choice): the couple's locations, as the table is
 * full at desktop width in German without them (docs/decisions/enquiries.md, "Preferred locations").
 */
export const columnsHiddenAtFirst: readonly OptionalColumn[] = ['locations'];

/** The columns this tier may show at all. */
export function availableColumns(gates: ColumnGates): OptionalColumn[] {
  const gated: Partial<Record<OptionalColumn, boolean>> = {
    source: gates.source,
    owner: gates.owner,
    locations: gates.locations,
  };
  return optionalColumns.filter((c) => gated[c] ?? true);
}

/** The columns shown: the available ones less those the user hid, when they may choose. */
export function shownColumns(hidden: readonly string[], gates: ColumnGates): Set<OptionalColumn> {
  return new Set(availableColumns(gates).filter((c) => !gates.choose || !hidden.includes(c)));
}

/** Every column of the table in its order; the couple and the progress always show. */
export type TableColumn = OptionalColumn | 'couple' | 'progress';

/**
 * What a narrow table keeps: a lower number stays longer. `width` is what the column needs on one line (sm text, the
 * longest German or French value a demo row has), so that a table of the kept columns never scrolls sideways.
 */
export const columnLayout: Record<TableColumn, { priority: number; width: number }> = {
  couple: { priority: 0, width: 190 },
  progress: { priority: 1, width: 200 },
  owner: { priority: 2, width: 130 },
  weddingDate: { priority: 3, width: 180 },
  received: { priority: 4, width: 120 },
  budget: { priority: 5, width: 140 },
  guests: { priority: 6, width: 80 },
  source: { priority: 7, width: 120 },
  notes: { priority: 8, width: 80 },
  locations: { priority: 9, width: 220 },
};

/** The columns that must stay in a table; when they do not fit, the list shows as cards, which carry them. */
const essential = (column: TableColumn) => columnLayout[column].priority <= columnLayout.owner.priority;

/**
 * The columns of `shown` (in their order) that fit `width` pixels, dropping the least important first; null when not
 * even the couple, progress and owner fit, so that the list shows cards instead.
 */
export function columnsThatFit(shown: readonly TableColumn[], width: number): TableColumn[] | null {
  const byPriority = [...shown].sort((a, b) => columnLayout[a].priority - columnLayout[b].priority);
  const kept = new Set<TableColumn>();
  let used = 0;
  for (const column of byPriority) {
    used += columnLayout[column].width;
    if (used > width) {
      if (essential(column)) return null;
      break;
    }
    kept.add(column);
  }
  return shown.filter((column) => kept.has(column));
}

const tableOrder: readonly TableColumn[] = [
  'couple',
  'weddingDate',
  'guests',
  'budget',
  'locations',
  'received',
  'source',
  'progress',
  'owner',
  'notes',
];

/** The table's columns in their order: the couple, the progress and the optional columns shown. */
export function tableColumns(shown: ReadonlySet<OptionalColumn>): TableColumn[] {
  return tableOrder.filter((column) => column === 'couple' || column === 'progress' || shown.has(column));
}
