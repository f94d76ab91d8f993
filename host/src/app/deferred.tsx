import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { afterPaint } from '../tracking/after-paint';

/** A deferred part: a component, and whether its code is here (it then renders without suspending). */
export type DeferredPart<P extends object> = ComponentType<P> & { isLoaded(): boolean };

/**
 * A part of the shell that most first visits never show (the side menu's panel, a coming-soon
 * page, the tool page around a remote's tool): its code stays out of the first load and is
 * fetched once the page has painted and the browser is idle, so it is usually here before it is
 * wanted (or, with `prefetch: false`, only when first shown); until then `fallback` shows. If its
 * code cannot be fetched, `failed` shows instead (a reload tries again: the first outcome stays).
 *
 * Once its code is here the part renders in the same render that shows it, never suspending
 * (React.lazy suspends once even for code already loaded), so a navigation rendered at once
 * (app/AppRouter.tsx) never meets a fallback.
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  {
    fallback = null,
    failed = () => null,
    prefetch = true,
  }: { fallback?: ReactNode; failed?: (reason: unknown) => ReactNode; /** False: fetched only when first shown. */ prefetch?: boolean } = {},
): DeferredPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = () =>
    (pending ??= load().then(
      (Part) => ({ default: (Loaded = Part) }),
      (error: unknown) => {
        console.warn(`The ${name} could not be loaded`, error);
        const Failed: ComponentType<P> = () => <>{failed(error)}</>;
        return { default: (Loaded = Failed) };
      },
    ));
  if (prefetch) afterPaint(() => void fetchPart());
  const Lazy = lazy(fetchPart);
  function Deferred(props: P) {
    // Chosen once per mount: switching a mounted part from Lazy to Loaded would remount it.
    const [Part] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { isLoaded: () => Loaded !== null });
}
