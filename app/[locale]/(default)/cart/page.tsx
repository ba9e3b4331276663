import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/cart', 'cart');

export const generateMetadata = route.generateMetadata;
export default route.Page;
