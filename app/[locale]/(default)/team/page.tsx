import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/team', 'team');

export const generateMetadata = route.generateMetadata;
export default route.Page;
