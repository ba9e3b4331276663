import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/research', 'research');

export const generateMetadata = route.generateMetadata;
export default route.Page;
