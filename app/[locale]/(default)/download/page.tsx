import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/download', 'download');

export const generateMetadata = route.generateMetadata;
export default route.Page;
