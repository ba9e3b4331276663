import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/download/freshly-user-guide', 'userGuide');

export const generateMetadata = route.generateMetadata;
export default route.Page;
