import { notFound } from 'next/navigation';

export default function FaqPage() {
  notFound();
}
