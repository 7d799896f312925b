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
 * What a narrow table keeps: a column with a lower number stays longer. The table drops the least important column
 * while it is wider than its box (EnquiryTable measures it), so the rule holds in every language.
 */
const columnPriority: Record<TableColumn, number> = {
  couple: 0,
  progress: 1,
  owner: 2,
  weddingDate: 3,
  // shown only once a supplier chose it: it stays before the columns shown by default
  locations: 4,
  guests: 5,
  budget: 6,
  received: 7,
  source: 8,
  notes: 9,
};

/** The columns that must stay in a table; when they do not fit, the list shows as cards, which carry them. */
const essential = (column: TableColumn) => columnPriority[column] <= columnPriority.owner;

/**
 * `shown` (in its order) less its `dropped` least important columns; null once only the couple, progress and owner
 * would be left and still do not fit (`dropped` beyond the others), so that the list shows cards instead.
 */
export function columnsAfterDropping(shown: readonly TableColumn[], dropped: number): TableColumn[] | null {
  const droppable = shown.filter((column) => !essential(column));
  if (dropped > droppable.length) return null;
  const gone = new Set([...droppable].sort((a, b) => columnPriority[b] - columnPriority[a]).slice(0, dropped));
  return shown.filter((column) => !gone.has(column));
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
