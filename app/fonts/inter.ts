import localFont from 'next/font/local';

/** The site's one typeface, declared once: two declarations gave pages a second, preloaded copy of the same file. */
export const inter = localFont({
  src: './inter-latin-variable.woff2',
  variable: '--font-inter',
  display: 'swap',
  // The file's weight axis (scripts/fonts/limit-inter.mjs): what the styles use.
  weight: '400 800',
  // Our own fallback face (app/styles/base.css): next/font's matches only a device that has Arial.
  adjustFontFallback: false,
  // Not preloaded: its 35 kB would share the first second with the CSS and the hero image (text shows in the
  // metric-matched fallback until it arrives).
  preload: false,
});
