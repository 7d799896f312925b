import { describe, expect, it } from 'vitest';
import type { PhotoView } from '../../../domain/photos/photos-api.ts';
import { isOrderChanged, shownPhotos } from './gallery-order.ts';

const photo = (id: string, order: number): PhotoView => ({
  id,
  order,
  approved: true,
  state: 'approved',
  rejectedReason: null,
  createdAt: '',
  path: `/p/${id}`,
  thumbnail: `/t/${id}`,
  portrait: false,
  width: 1,
  height: 1,
});
const ids = (photos: PhotoView[]) => photos.map((p) => p.id);

describe('gallery order', () => {
  const server = [photo('a', 0), photo('b', 1), photo('c', 250)];

  it('shows the server order until something is dragged', () => {
    expect(ids(shownPhotos(server, null))).toEqual(['a', 'b', 'c']);
    expect(isOrderChanged(server, shownPhotos(server, null))).toBe(false);
  });

  it('shows the dragged order and flags it unsaved', () => {
    const shown = shownPhotos(server, ['c', 'a', 'b']);
    expect(ids(shown)).toEqual(['c', 'a', 'b']);
    expect(isOrderChanged(server, shown)).toBe(true);
  });

  it('drops deleted photos and puts new uploads last', () => {
    const after = [photo('a', 0), photo('c', 250), photo('d', 500)];
    expect(ids(shownPhotos(after, ['c', 'b', 'a']))).toEqual(['c', 'a', 'd']);
  });

  it('is not unsaved when dragged back to the server order', () => {
    expect(isOrderChanged(server, shownPhotos(server, ['a', 'b', 'c']))).toBe(false);
  });
});
