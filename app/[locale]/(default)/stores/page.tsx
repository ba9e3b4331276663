import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/stores', 'stores');

export const generateMetadata = route.generateMetadata;
export default route.Page;
