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
