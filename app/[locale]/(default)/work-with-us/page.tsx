import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/work-with-us', 'workWithUs');

export const generateMetadata = route.generateMetadata;
export default route.Page;
