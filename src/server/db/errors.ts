const codeOf = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
};

/** Whether a failed write broke a unique index (PostgreSQL 23505; drizzle keeps the driver's error as `cause`). */
export const isUniqueViolation = (error: unknown): boolean => codeOf(error) === '23505';

/** Whether a failed write named a row that is not there (PostgreSQL 23503, a foreign key). */
export const isForeignKeyViolation = (error: unknown): boolean => codeOf(error) === '23503';
