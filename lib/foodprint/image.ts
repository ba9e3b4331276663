import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = process.cwd();

/** Inter as static WOFF files: Satori reads neither WOFF2 nor variable fonts. */
export async function imageFonts() {
  const [regular, bold] = await Promise.all(
    ['inter-latin-400-normal.woff', 'inter-latin-700-normal.woff'].map((file) =>
      readFile(path.join(root, 'app', 'fonts', file)),
    ),
  );
  return [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
  ];
}

/** Twemoji file names: code points in hex joined by "-", without the variation selector unless the file has it. */
function emojiFileNames(emoji: string): string[] {
  const codes = [...emoji].map((char) => char.codePointAt(0)!.toString(16));
  const full = codes.join('-');
  const bare = codes.filter((code) => code !== 'fe0f').join('-');
  return full === bare ? [full] : [full, bare];
}

/** The emoji as an SVG data URL from the shipped Twemoji files (no network at build); `null` when not shipped. */
export async function emojiDataUrl(emoji: string | null | undefined): Promise<string | null> {
  if (!emoji) return null;
  for (const name of emojiFileNames(emoji.trim())) {
    try {
      const svg = await readFile(path.join(root, 'public', 'content', 'foodprint', 'emoji', `${name}.svg`));
      return `data:image/svg+xml;base64,${svg.toString('base64')}`;
    } catch {
      // Try the next spelling.
    }
  }
  return null;
}
