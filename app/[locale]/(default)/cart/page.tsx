import { CartBody } from '@/components/cart/CartBody';
import { staticRoute } from '@/components/layout/static-route';

const route = staticRoute('/cart', 'cart', (locale) => <CartBody locale={locale} />);

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
