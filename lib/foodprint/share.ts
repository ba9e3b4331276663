export type ShareNetwork = 'whatsapp' | 'facebook' | 'x' | 'email';

export const shareNetworks: ShareNetwork[] = ['whatsapp', 'facebook', 'x', 'email'];

/** The address that shares `url` with `text` on a network (each network's documented share link). */
export function shareHref(
  network: ShareNetwork,
  { url, text, subject }: { url: string; text: string; subject: string },
) {
  const enc = encodeURIComponent;
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${text} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
    case 'x':
      return `https://x.com/intent/post?text=${enc(text)}&url=${enc(url)}`;
    case 'email':
      return `mailto:?subject=${enc(subject)}&body=${enc(`${text}\n\n${url}`)}`;
  }
}
