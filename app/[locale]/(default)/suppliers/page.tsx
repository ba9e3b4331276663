import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/suppliers', 'suppliers');

export const generateMetadata = route.generateMetadata;
export default route.Page;
