import { notFound } from 'next/navigation';

/** Any path no route claims answers 404 inside the localized layout. */
export default function UnknownRoute() {
  notFound();
}
