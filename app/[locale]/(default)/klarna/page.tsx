import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/klarna', 'klarna');

export const generateMetadata = route.generateMetadata;
export default route.Page;
