/**
 * Video links (spec: entity Video, section 5 "Video"): YouTube, Vimeo, Matterport and Google Maps
 * only. A link is reduced to its source and the source's id, which is what the list stores and
 * compares (the same video pasted as a youtu.be link and as a watch link is one video).
 */

export const videoSources = ['youtube', 'vimeo', 'matterport', 'googlemaps'] as const;
export type VideoSource = (typeof videoSources)[number];
/** Brand names, the same in every language. */
export const videoSourceNames: Record<VideoSource, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  matterport: 'Matterport',
  googlemaps: 'Google Maps',
};

export interface VideoLink {
  source: VideoSource;
  /** YouTube: the 11-character id; Vimeo: the numeric id; Matterport: the model id; Google Maps: the canonical link. */
  sourceId: string;
  /** The link in one canonical form (what oEmbed is asked about and what "open" points at). */
  url: string;
}

/** Longer links are refused: no real link of these services comes near it. */
export const maxVideoUrlLength = 2000;

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;
const vimeoHash = /^[0-9a-f]{6,20}$/i;
const matterportId = /^[A-Za-z0-9]{11}$/;

/** A link as typed: whitespace trimmed, a missing scheme taken as https; http(s) only. */
function toUrl(input: string): URL | null {
  const text = input.trim();
  if (!text || text.length > maxVideoUrlLength || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m)\./, '');
const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtube(url: URL): VideoLink | null {
  const host = hostOf(url);
  const parts = segmentsOf(url);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'music.youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts[0] && ['embed', 'shorts', 'live', 'v'].includes(parts[0])) id = parts[1];
  } else return null;
  if (!id || !youtubeId.test(id)) return null;
  return { source: 'youtube', sourceId: id, url: `https://www.youtube.com/watch?v=${id}` };
}

/**
 * vimeo.com/{id}[/{hash}] (hash: unlisted videos), /channels/x/{id}, /groups/x/videos/{id},
 * /album|showcase/x/video/{id}, player.vimeo.com/video/{id}?h={hash}
 */
function vimeo(url: URL): VideoLink | null {
  const host = hostOf(url);
  const parts = segmentsOf(url);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video' || parts.length !== 2) return null;
    id = parts[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else if (host === 'vimeo.com') {
    const [first, second, third, fourth] = parts;
    if (parts.length <= 2) [id, hash] = [first, second];
    else if (first === 'channels' && parts.length === 3) id = third;
    else if (first === 'groups' && third === 'videos' && parts.length === 4) id = fourth;
    else if ((first === 'album' || first === 'showcase') && third === 'video' && parts.length === 4) id = fourth;
  } else return null;
  if (!id || !vimeoId.test(id) || (hash !== undefined && !vimeoHash.test(hash))) return null;
  return { source: 'vimeo', sourceId: id, url: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}` };
}

/** my.matterport.com/show/?m={id} (the share link) or /models/{id}. */
function matterport(url: URL): VideoLink | null {
  const host = url.hostname.toLowerCase();
  if (host !== 'my.matterport.com') return null;
  const parts = segmentsOf(url);
  const id =
    parts[0] === 'show' && parts.length === 1
      ? url.searchParams.get('m')
      : parts[0] === 'models' && parts.length === 2
        ? parts[1]
        : null;
  if (!id || !matterportId.test(id)) return null;
  return { source: 'matterport', sourceId: id, url: `https://my.matterport.com/show/?m=${id}` };
}

/** google.{tld}/maps/..., maps.google.{tld}/..., maps.app.goo.gl/{code}, goo.gl/maps/{code}. */
function isGoogleMaps(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = segmentsOf(url);
  const google = /^google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;
  if (google.test(host)) return parts[0] === 'maps' && (parts.length > 1 || url.search.length > 1);
  if (/^maps\.google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(host))
    return parts.length > 0 || url.search.length > 1;
  if (host === 'maps.app.goo.gl') return parts.length === 1;
  if (host === 'goo.gl') return parts[0] === 'maps' && parts.length === 2;
  return false;
}

/**
 * Google Maps has no id that every link form shares, so the canonical link is the id: https, host in
 * lower case, no fragment. The same place pasted twice is a duplicate; two different link forms of
 * one place are not recognised as one.
 */
function googleMaps(url: URL): VideoLink | null {
  if (!isGoogleMaps(url)) return null;
  const canonical = `https://${url.hostname.toLowerCase()}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
  return { source: 'googlemaps', sourceId: canonical, url: canonical };
}

/** The source and id of a video link, or null when it is not a link of the four services (incorrect-url). */
export function parseVideoUrl(input: string): VideoLink | null {
  const url = toUrl(input);
  if (!url) return null;
  return youtube(url) ?? vimeo(url) ?? matterport(url) ?? googleMaps(url);
}

/**
 * What a couple's page frames: the service's embeddable player, or null where only a link works (Google Maps pages
 * refuse frames).
 */
export function videoEmbedUrl(link: Pick<VideoLink, 'source' | 'sourceId' | 'url'>): string | null {
  switch (link.source) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${link.sourceId}`;
    case 'vimeo': {
      const hash = /^https:\/\/vimeo\.com\/\d+\/([0-9a-f]+)$/i.exec(link.url)?.[1];
      return `https://player.vimeo.com/video/${link.sourceId}${hash ? `?h=${hash}` : ''}`;
    }
    case 'matterport':
      return `https://my.matterport.com/show/?m=${link.sourceId}`;
    case 'googlemaps':
      return /^https:\/\/(www\.)?google\.[a-z.]+\/maps\/embed/.test(link.url) ? link.url : null;
  }
}

/**
 * Google Maps has no oEmbed: the label is the place named in the link (`/maps/place/The+Old+Barn/`),
 * else "Google Maps Street View" for a street-view link, else "Google Maps".
 */
export function googleMapsLabel(link: string): string {
  const url = toUrl(link);
  const place = url ? /\/maps\/place\/([^/]+)/.exec(url.pathname)?.[1] : undefined;
  if (place) {
    try {
      const name = decodeURIComponent(place.replace(/\+/g, ' ')).trim();
      if (name) return name.slice(0, 200);
    } catch {
      // a broken escape: fall through to the generic label
    }
  }
  const streetView = /[,/]3a,|!1e1|layer=c|cbll=|!6m8|svembed/.test(link);
  return streetView ? 'Google Maps Street View' : 'Google Maps';
}
