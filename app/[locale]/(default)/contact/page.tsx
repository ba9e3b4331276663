import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/contact', 'contact');

export const generateMetadata = route.generateMetadata;
export default route.Page;
