// next-env.d.ts for `npm run typecheck`: the route types `next typegen` wrote into .next-typecheck, which no build
// deletes or rewrites while the check reads them (npm test builds at the same time).
/// <reference types="next" />
/// <reference types="next/image-types/global" />
import './.next-typecheck/types/routes.d.ts';
import './.next-typecheck/types/root-params.d.ts';
