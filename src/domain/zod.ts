import { z } from 'zod';
import { validationKeyOf } from './validation-keys.ts';

/*
 * The one way into zod for the portal's code (a lint rule refuses 'zod' anywhere else): importing `z` from here makes
 * validationKeyOf zod's error map first, so no schema, present or future, on the server or in the browser, can answer a
 * field error in the validator's English.
 */
z.config({ customError: validationKeyOf });

export { z };
