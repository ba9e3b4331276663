import { BrandBar } from './BrandBar';
import { ErrorPage } from './ErrorPage';

/** The slim header and the error page: what a page shows in place of content that failed. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <BrandBar />
      <ErrorPage onRetry={onRetry} />
    </>
  );
}
