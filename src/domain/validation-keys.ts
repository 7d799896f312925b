import type { z } from 'zod';
import type { ValidationMessage } from './field-rules.ts';

type Issue = z.core.$ZodRawIssue;

/** Numbers as zod names them in too_small/too_big/invalid_type (`int` is `.int()`, also an integer safe range). */
const numeric = new Set(['number', 'int', 'bigint']);
const collections = new Set(['array', 'set']);

/**
 * The `validation` message key of a zod issue that carries no key of its own: a field error is always a key the
 * browser translates, never the validator's English (design.md section 4). Schemas that name their own key keep it;
 * zod asks this only for the others (zod.ts makes it zod's error map).
 */
export function validationKeyOf(issue: Issue): ValidationMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'validation:required';
      if (issue.expected === 'int') return 'validation:wholeNumber';
      return numeric.has(issue.expected) ? 'validation:number' : 'validation:invalid';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'validation:required' : 'validation:tooShort';
      if (numeric.has(issue.origin)) return 'validation:tooSmall';
      return collections.has(issue.origin) ? 'validation:tooFew' : 'validation:invalid';
    case 'too_big':
      if (issue.origin === 'string') return 'validation:maxLength';
      if (numeric.has(issue.origin)) return 'validation:tooBig';
      return collections.has(issue.origin) ? 'validation:tooMany' : 'validation:invalid';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation:email';
      return issue.format === 'url' ? 'validation:url' : 'validation:invalid';
    case 'not_multiple_of':
      return 'validation:wholeNumber';
    case 'invalid_value':
      return 'validation:chooseOption';
    case 'unrecognized_keys':
      return 'validation:unknownField';
    default:
      return 'validation:invalid';
  }
}
