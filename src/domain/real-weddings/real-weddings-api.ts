import { z } from '../zod.ts';
import { moderatedPhotoSchema } from '../photos/photo-moderation-api.ts';
import { requiredText, urlSchema } from '../validators.ts';
import { isBlockedUrl, linkedRoles, realWeddingLimits } from './real-weddings.ts';

/** Requests and answers of the real-wedding calls, shared by the server and the web. */

const linkedSupplierSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(linkedRoles) });

/**
 * The wedding record the maker's and the linked supplier's copies share: the maker's l10n, who made it and the
 * accounts that may edit it (the maker's team); the linked supplier's copy leaves the maker's accounts out.
 */
const sharedWeddingSchema = z.object({
  id: z.string(),
  l10n: z.object({ country: z.string(), currency: z.string(), locale: z.string() }),
  createdBy: z.string().nullable(),
  users: z.array(z.string()),
});

/** What both copies carry besides their own view: the maker (`supplier`, in its `role`), who made it, the record. */
const copyFields = {
  /** Always true in these lists: deleting marks a real wedding inactive and it leaves them. */
  active: z.boolean(),
  role: z.enum(linkedRoles),
  supplier: linkedSupplierSchema,
  createdBy: z.string().nullable(),
  wedding: sharedWeddingSchema,
};

/** A real wedding as the supplier that made it sees it. */
export const realWeddingSchema = z.object({
  id: z.string(),
  name: z.string(),
  couple: z.string(),
  url: z.string(),
  photos: z.array(moderatedPhotoSchema),
  linkedSupplier: linkedSupplierSchema.nullable(),
  /** Whether the linked supplier accepted (false on the linked supplier's copy until they do). */
  consent: z.boolean(),
  ...copyFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RealWedding = z.infer<typeof realWeddingSchema>;

/** A real wedding another supplier made and linked to this one: shown on this one's profile once it consents. */
export const taggedRealWeddingSchema = z.object({
  id: z.string(),
  name: z.string(),
  couple: z.string(),
  url: z.string(),
  linkedSupplier: linkedSupplierSchema,
  consent: z.boolean(),
  ...copyFields,
  /** Approved and awaiting ones: a rejection and its reason are the maker's. */
  photos: z.array(moderatedPhotoSchema),
  createdAt: z.string(),
});
export type TaggedRealWedding = z.infer<typeof taggedRealWeddingSchema>;

export const realWeddingsResponseSchema = z.object({
  realWeddings: z.array(realWeddingSchema),
  taggedIn: z.array(taggedRealWeddingSchema),
  max: z.number().int(),
});
export type RealWeddingsResponse = z.infer<typeof realWeddingsResponseSchema>;

/**
 * The form (spec section 5) as the `data` field of the multipart save: with an id an existing real wedding
 * (its kept photos named), without one a new one. The photos themselves are the request's files, `newPhotos` their
 * number (the server counts them; a sent value is replaced). Every rule is checked in one pass, so "at least one
 * photo" (kept and new together) shows with the other fields' errors, not after they pass.
 */
export function realWeddingInputSchema({ taggingRequired }: { taggingRequired: boolean }) {
  return z
    .object({
      id: z.string().trim().min(1).max(128).nullable().default(null),
      name: requiredText('realWeddings:errors.weddingName', realWeddingLimits.name),
      couple: requiredText('realWeddings:errors.coupleNames', realWeddingLimits.couple),
      url: requiredText('realWeddings:errors.url')
        .pipe(urlSchema)
        .pipe(z.string().max(realWeddingLimits.url, { error: 'validation:maxLength' }))
        .refine((url) => !isBlockedUrl(url), { error: 'realWeddings:errors.blockedUrl' }),
      linkedSupplierId: z.string().trim().max(128).default(''),
      keepPhotoIds: z.array(z.string().min(1).max(128)).max(100).default([]),
      newPhotos: z.number().int().min(0).default(0),
    })
    .superRefine((value, ctx) => {
      if (taggingRequired && value.linkedSupplierId === '')
        ctx.addIssue({ code: 'custom', path: ['linkedSupplierId'], message: 'realWeddings:errors.linkedSupplier' });
      if (value.keepPhotoIds.length + value.newPhotos === 0)
        ctx.addIssue({ code: 'custom', path: ['photos'], message: 'realWeddings:errors.photos' });
    });
}

export const consentInputSchema = z.object({ consent: z.boolean({ error: 'validation:invalid' }) });
