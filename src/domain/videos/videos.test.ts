import { describe, expect, it } from 'vitest';
import { checkNewVideo, maxVideosPerList } from './videos.ts';

const existing = [
  { source: 'youtube' as const, sourceId: 'dQw4w9WgXcQ' },
  { source: 'vimeo' as const, sourceId: '76979871' },
];

describe('checkNewVideo', () => {
  it('accepts a new link of a known service', () => {
    expect(checkNewVideo('https://vimeo.com/1234567', 'video', existing)).toEqual({
      ok: true,
      link: { source: 'vimeo', sourceId: '1234567', url: 'https://vimeo.com/1234567' },
    });
  });

  it.each([
    ['https://example.com/film.mp4', 'video', 'incorrect-url', 'videos:errors.incorrectUrl'],
    ['https://youtu.be/dQw4w9WgXcQ', 'video', 'already-exists', 'videos:errors.alreadyExists'],
    // another link form of the same video is the same video; tours have their own wording
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'videoTour', 'already-exists', 'videos:errors.tourAlreadyExists'],
    ['https://player.vimeo.com/video/76979871', 'videoTour', 'already-exists', 'videos:errors.tourAlreadyExists'],
  ] as const)('%s in %s → %s', (input, type, code, message) => {
    expect(checkNewVideo(input, type, existing)).toEqual({ ok: false, code, message });
  });

  it('refuses a link once the list is full', () => {
    const full = Array.from({ length: maxVideosPerList }, (_, i) => ({
      source: 'vimeo' as const,
      sourceId: String(1000 + i),
    }));
    expect(checkNewVideo('https://vimeo.com/1', 'video', full)).toMatchObject({ ok: false, code: 'limit-reached' });
  });
});
