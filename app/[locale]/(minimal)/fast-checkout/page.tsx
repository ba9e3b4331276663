import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/fast-checkout', 'fastCheckout');

export const generateMetadata = route.generateMetadata;
export default route.Page;
