import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/faq', 'faq');

export const generateMetadata = route.generateMetadata;
export default route.Page;
