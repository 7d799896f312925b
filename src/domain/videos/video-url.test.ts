import { describe, expect, it } from 'vitest';
import { googleMapsLabel, parseVideoUrl, videoEmbedUrl } from './video-url.ts';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=AbCdEf12345', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/jfKfPfyJRdk?feature=shared', 'jfKfPfyJRdk'],
    ['  youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['www.youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('YouTube %s → %s', (input, id) => {
    expect(parseVideoUrl(input)).toEqual({
      source: 'youtube',
      sourceId: id,
      url: `https://www.youtube.com/watch?v=${id}`,
    });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', '76979871', 'https://vimeo.com/76979871/8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/groups/weddings/videos/76979871', '76979871', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/showcase/7011111/video/76979871', '76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871', 'https://vimeo.com/76979871'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0',
      '76979871',
      'https://vimeo.com/76979871/8272103f6e',
    ],
    ['vimeo.com/76979871', '76979871', 'https://vimeo.com/76979871'],
  ])('Vimeo %s → %s', (input, id, url) => {
    expect(parseVideoUrl(input)).toEqual({ source: 'vimeo', sourceId: id, url });
  });

  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'SxQL3iGyoDo'],
    ['https://my.matterport.com/show?m=SxQL3iGyoDo&play=1&qs=1', 'SxQL3iGyoDo'],
    ['https://my.matterport.com/models/SxQL3iGyoDo', 'SxQL3iGyoDo'],
  ])('Matterport %s → %s', (input, id) => {
    expect(parseVideoUrl(input)).toEqual({
      source: 'matterport',
      sourceId: id,
      url: `https://my.matterport.com/show/?m=${id}`,
    });
  });

  it.each([
    [
      'https://www.google.com/maps/@51.8856,-1.7592,3a,75y,90t/data=!3m6!1e1!3m4!1sAF1QipN_x!2e10!7i13312!8i6656',
      'https://www.google.com/maps/@51.8856,-1.7592,3a,75y,90t/data=!3m6!1e1!3m4!1sAF1QipN_x!2e10!7i13312!8i6656',
    ],
    [
      'https://www.google.co.uk/maps/place/The+Old+Barn/@51.88,-1.75,17z/',
      'https://www.google.co.uk/maps/place/The+Old+Barn/@51.88,-1.75,17z',
    ],
    [
      'https://www.google.de/maps/embed?pb=!4v1700000000000!6m8!1m7!1sCAoSLEFG',
      'https://www.google.de/maps/embed?pb=!4v1700000000000!6m8!1m7!1sCAoSLEFG',
    ],
    ['https://maps.google.com/?q=51.8856,-1.7592&layer=c', 'https://maps.google.com/?q=51.8856,-1.7592&layer=c'],
    ['https://maps.app.goo.gl/Ab12Cd34Ef56Gh78#here', 'https://maps.app.goo.gl/Ab12Cd34Ef56Gh78'],
    ['https://goo.gl/maps/Ab12Cd34Ef5', 'https://goo.gl/maps/Ab12Cd34Ef5'],
    ['HTTPS://WWW.GOOGLE.FR/maps/place/Ch%C3%A2teau', 'https://www.google.fr/maps/place/Ch%C3%A2teau'],
  ])('Google Maps %s', (input, canonical) => {
    expect(parseVideoUrl(input)).toEqual({ source: 'googlemaps', sourceId: canonical, url: canonical });
  });

  it.each([
    [''],
    ['   '],
    ['not a link'],
    ['https://example.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQextra'],
    ['https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA'],
    ['https://youtu.be/'],
    ['ftp://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/'],
    ['https://vimeo.com/about'],
    ['https://vimeo.com/channels/staffpicks'],
    ['https://player.vimeo.com/video/abc'],
    ['https://my.matterport.com/show/'],
    ['https://my.matterport.com/show/?m=bad'],
    ['https://matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://www.google.com/'],
    ['https://www.google.com/search?q=maps'],
    ['https://www.google.com/maps'],
    ['https://goo.gl/abc'],
    ['https://www.instagram.com/reel/Cx1/'],
    [`https://youtu.be/dQw4w9WgXcQ?x=${'a'.repeat(2000)}`],
  ])('refuses %s', (input) => {
    expect(parseVideoUrl(input)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://www.google.de/maps/embed?pb=!4v1!6m8', 'https://www.google.de/maps/embed?pb=!4v1!6m8'],
    ['https://www.google.com/maps/place/The+Old+Barn/', null],
  ])('%s → %s', (input, embed) => {
    expect(videoEmbedUrl(parseVideoUrl(input)!)).toBe(embed);
  });
});

describe('googleMapsLabel', () => {
  it.each([
    ['https://www.google.co.uk/maps/place/The+Old+Barn/@51.88,-1.75,17z/', 'The Old Barn'],
    ['https://www.google.fr/maps/place/Ch%C3%A2teau+de+Vaux/', 'Château de Vaux'],
    ['https://www.google.com/maps/@51.8856,-1.7592,3a,75y,90t/data=!3m6!1e1', 'Google Maps Street View'],
    ['https://www.google.de/maps/embed?pb=!4v1700000000000!6m8!1m7', 'Google Maps Street View'],
    ['https://maps.app.goo.gl/Ab12Cd34Ef56Gh78', 'Google Maps'],
  ])('%s → %s', (input, label) => {
    expect(googleMapsLabel(input)).toBe(label);
  });
});
