import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/Play', 'play');

export const generateMetadata = route.generateMetadata;
export default route.Page;
