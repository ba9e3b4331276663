import { staticRoute } from '@/components/layout/static-route';
import { SparePartsList } from '@/components/product/SparePartsList';

const route = staticRoute('/spare-parts', 'spareParts', (locale) => <SparePartsList locale={locale} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
