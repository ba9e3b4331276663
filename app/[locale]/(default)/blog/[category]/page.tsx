import { notFound } from 'next/navigation';

export default function BlogCategoryPage() {
  notFound();
}
