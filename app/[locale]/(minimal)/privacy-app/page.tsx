import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/privacy-app', 'privacyApp');

export const generateMetadata = route.generateMetadata;
export default route.Page;
