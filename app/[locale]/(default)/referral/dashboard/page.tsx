import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/referral/dashboard', 'referralDashboard');

export const generateMetadata = route.generateMetadata;
export default route.Page;
