/** Profile photos: JPEG, PNG or WebP up to 5 MB; stored as a 512 px square WebP. */
export const profilePhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const profilePhotoMaxBytes = 5 * 1024 * 1024;
