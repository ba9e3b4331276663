import { iconPaths } from '@/lib/slices/feature-icons';

/** Decorative: the feature's title says what it is. */
export function FeatureIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {iconPaths(name).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
