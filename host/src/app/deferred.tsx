import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterPaint } from '../tracking/after-paint';

/**
 * A part of the shell that most first visits never show (the side menu's panel, a coming-soon
 * page, the tool page around a remote's tool): its code stays out of the first load and is
 * fetched once the page has painted and the browser is idle, so it is usually here before it is
 * wanted (or, with `prefetch: false`, only when first shown); until then `fallback` shows. If its code cannot be fetched, `failed` shows instead
 * (a reload tries again: React keeps a lazy part's first outcome).
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  {
    fallback = null,
    failed = () => null,
    prefetch = true,
  }: { fallback?: ReactNode; failed?: (reason: unknown) => ReactNode; /** False: fetched only when first shown. */ prefetch?: boolean } = {},
): ComponentType<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = () =>
    (pending ??= load().then(
      (Part) => ({ default: Part }),
      (error: unknown) => {
        console.warn(`The ${name} could not be loaded`, error);
        const Failed: ComponentType<P> = () => <>{failed(error)}</>;
        return { default: Failed };
      },
    ));
  if (prefetch) afterPaint(() => void fetchPart());
  const Lazy = lazy(fetchPart);
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
