import { contentRoute } from '@/components/content/content-route';

const route = contentRoute('/download/freshly-user-guide', 'userGuide');

// Matches contentRevalidateSeconds in lib/content/cache.ts (segment config must be a literal).
export const revalidate = 300;
export const generateMetadata = route.generateMetadata;
export default route.Page;
