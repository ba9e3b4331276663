import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/blog/search', 'blogSearch');

export const generateMetadata = route.generateMetadata;
export default route.Page;
