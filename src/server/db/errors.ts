/** Whether a failed write broke a unique index (PostgreSQL 23505; drizzle keeps the driver's error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}
