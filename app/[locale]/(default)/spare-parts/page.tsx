import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/spare-parts', 'spareParts');

export const generateMetadata = route.generateMetadata;
export default route.Page;
