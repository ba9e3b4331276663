import { notFound } from 'next/navigation';

/** Catch-all content page (page and product documents); rendered from content by lib/content. */
export default function ContentPage() {
  notFound();
}
