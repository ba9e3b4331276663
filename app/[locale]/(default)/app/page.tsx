import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/app', 'app');

export const generateMetadata = route.generateMetadata;
export default route.Page;
