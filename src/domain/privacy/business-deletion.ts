/**
 * Deleting a business (issue 35, docs/decisions/privacy.md "Deleting a business"): a supplier admin confirms by typing
 * the business's name, so a slip of the mouse never closes a business.
 */

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Whether the typed confirmation is the business's name (case and spacing do not matter). */
export function businessDeletionConfirmed(typed: string, businessName: string): boolean {
  return comparable(typed) === comparable(businessName);
}
