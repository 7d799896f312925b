/** Business constants of spec section 9 that are not tied to one module. */
export const snackbarDurationMs = 3000;
export const getListedMaxLength = 100;
export const simplePasswordMinLength = 6;
