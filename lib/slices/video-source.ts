/** The one host a video may be framed from (privacy-enhanced YouTube); the CSP's frame-src names it. */
export const videoFrameOrigin = 'https://www.youtube-nocookie.com';

export type VideoSource = { kind: 'file' | 'link'; url: string } | { kind: 'youtube'; id: string; url: string } | null;

const youtubeId = /^[\w-]{6,20}$/;

function youtube(id: string): VideoSource {
  return {
    kind: 'youtube',
    id,
    url: `${videoFrameOrigin}/embed/${encodeURIComponent(id)}?autoplay=1`,
  };
}

/**
 * How to play a video: a hosted YouTube id (or a YouTube url) as a lite embed, a file in `<video>`, anything else as
 * a plain link.
 */
export function videoSource(url: string | null | undefined, hostedId?: string | null): VideoSource {
  const id = hostedId?.trim();
  if (id && youtubeId.test(id)) return youtube(id);
  if (!url) return null;
  if (/\.(mp4|webm|ogv|ogg|mov)(\?|#|$)/i.test(url)) return { kind: 'file', url };
  try {
    const parsed = new URL(url, 'http://local');
    const host = parsed.hostname.replace(/^www\./, '');
    const fromUrl =
      host === 'youtube.com' ? parsed.searchParams.get('v') : host === 'youtu.be' ? parsed.pathname.slice(1) : '';
    if (fromUrl && youtubeId.test(fromUrl)) return youtube(fromUrl);
  } catch {
    return { kind: 'link', url };
  }
  return { kind: 'link', url };
}
