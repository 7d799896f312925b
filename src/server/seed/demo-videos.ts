import type { Db } from '../db/client.ts';
import { supplierVideos } from '../db/schema/index.ts';
import { updateVideoCounter } from '../features/videos/service.ts';
import { parseVideoUrl } from '../../domain/videos/video-url.ts';
import type { VideoType } from '../../domain/videos/videos.ts';

interface DemoVideo {
  supplierId: string;
  type: VideoType;
  url: string;
  label: string;
}

/**
 * Videos of the demo suppliers, stored as an add would store them but without a lookup (the seed runs
 * offline, so no thumbnails: the list shows the service's tile). The classic venue has a tour (lite and up).
 * @internal
 */
export const demoVideos: readonly DemoVideo[] = [
  {
    supplierId: 'demo-old-barn',
    type: 'video',
    url: 'https://www.youtube.com/watch?v=oldBarnFilm',
    label: 'A summer wedding at The Old Barn',
  },
  {
    supplierId: 'demo-old-barn',
    type: 'video',
    url: 'https://vimeo.com/311122233',
    label: 'The Old Barn by candlelight',
  },
  {
    supplierId: 'demo-old-barn',
    type: 'videoTour',
    url: 'https://my.matterport.com/show/?m=oldBarn3D01',
    label: 'Walk through The Old Barn in 3D',
  },
  {
    supplierId: 'demo-old-barn',
    type: 'videoTour',
    url: 'https://www.google.co.uk/maps/place/The+Old+Barn/@51.8856,-1.7592,17z',
    label: 'The Old Barn',
  },
  {
    supplierId: 'demo-lichtblick',
    type: 'video',
    url: 'https://youtu.be/lichtblick1',
    label: 'Lichtblick – Hochzeitsreportage Berlin',
  },
];

export async function seedDemoVideos(db: Db, now: Date): Promise<void> {
  for (const [i, video] of demoVideos.entries()) {
    const link = parseVideoUrl(video.url);
    if (!link) throw new Error(`demo video link ${video.url} does not parse`);
    const at = new Date(now.getTime() - (demoVideos.length - i) * 60_000);
    await db.insert(supplierVideos).values({
      id: `demo-video-${i + 1}`,
      supplierId: video.supplierId,
      type: video.type,
      ...link,
      label: video.label,
      thumbnail: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const { supplierId, type } of new Map(demoVideos.map((v) => [`${v.supplierId}:${v.type}`, v])).values())
    await updateVideoCounter(db, supplierId, type);
}
