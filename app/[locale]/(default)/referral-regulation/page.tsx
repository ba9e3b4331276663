import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/referral-regulation', 'referralRegulation');

export const generateMetadata = route.generateMetadata;
export default route.Page;
