import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/story', 'story');

export const generateMetadata = route.generateMetadata;
export default route.Page;
