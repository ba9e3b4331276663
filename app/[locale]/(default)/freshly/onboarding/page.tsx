import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/freshly/onboarding', 'onboarding');

export const generateMetadata = route.generateMetadata;
export default route.Page;
