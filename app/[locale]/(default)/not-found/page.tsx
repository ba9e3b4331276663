import { notFound } from 'next/navigation';

/** Broken content links resolve here (spec §2); it answers the real 404. */
export default function NotFoundRoute() {
  notFound();
}
