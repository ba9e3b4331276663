export type VideoSource = { kind: 'file' | 'embed' | 'link'; url: string } | null;

/** How to play a video url: a file in `<video>`, a YouTube/Vimeo player in an iframe, or a plain link. */
export function videoSource(url: string | null | undefined): VideoSource {
  if (!url) return null;
  if (/\.(mp4|webm|ogv|ogg|mov)(\?|#|$)/i.test(url)) return { kind: 'file', url };
  try {
    const parsed = new URL(url, 'http://local');
    const host = parsed.hostname.replace(/^www\./, '');
    if (host === 'youtube.com' && parsed.searchParams.get('v')) {
      return {
        kind: 'embed',
        url: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.searchParams.get('v')!)}`,
      };
    }
    if (host === 'youtu.be' && parsed.pathname.length > 1) {
      return {
        kind: 'embed',
        url: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`,
      };
    }
    if (host === 'vimeo.com' && /^\/\d+$/.test(parsed.pathname)) {
      return { kind: 'embed', url: `https://player.vimeo.com/video${parsed.pathname}` };
    }
  } catch {
    return { kind: 'link', url };
  }
  return { kind: 'link', url };
}
