import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import { localImageFile, neutralBlurDataUrl } from '@/lib/images/source';

const blurSize = 10;
const blurQuality = 50;
const cache = new Map<string, Promise<string>>();

async function render(file: string): Promise<string> {
  try {
    const buffer = await sharp(file)
      .resize(blurSize, blurSize, { fit: 'cover' })
      .webp({ quality: blurQuality })
      .toBuffer();
    return `data:image/webp;base64,${buffer.toString('base64')}`;
  } catch {
    return neutralBlurDataUrl;
  }
}

/** A 10×10, quality 50 blurred placeholder for an embedded image, computed once per file. */
export function blurDataUrl(url: string): Promise<string> {
  const file = localImageFile(url, path.join(process.cwd(), 'public'));
  if (!file) return Promise.resolve(neutralBlurDataUrl);
  let pending = cache.get(file);
  if (!pending) {
    pending = render(file);
    cache.set(file, pending);
  }
  return pending;
}
