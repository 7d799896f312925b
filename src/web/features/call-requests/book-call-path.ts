/** The query parameter that opens the book-a-call popup on the dashboard (`?call=book`). */
export const bookCallParam = { name: 'call', value: 'book' } as const;

/** The dashboard with the book-a-call popup open: the help panel's way to it. */
export const bookCallPath = `/dashboard?${bookCallParam.name}=${bookCallParam.value}`;
