import { lazy, Suspense, type ComponentType } from 'react';
import { Button, Message } from '@toolhub/shared';
import { LoadingState } from '../pages/LoadingState';
import { describeError } from '../errors/describe-error';

/**
 * Loads a page's code when the page is first visited, so the home page's first load carries
 * none of it. A chunk that fails to arrive (offline, a deploy replaced it) becomes a page that
 * says so, instead of an error that would take the whole shell down.
 */
export function loadPage(title: string, load: () => Promise<ComponentType>): () => Promise<{ default: ComponentType }> {
  return () =>
    load().then(
      (Page) => ({ default: Page }),
      (error: unknown) => {
        console.warn(`The ${title} page could not be loaded`, error);
        return { default: () => <PageLoadFailed title={title} error={error} /> };
      },
    );
}

/** A route element for a lazily loaded page, with a loading state while its code arrives. */
export function lazyPage(title: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(loadPage(title, load));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState label={`Loading ${title.toLowerCase()}…`} />}>
        <Page />
      </Suspense>
    );
  };
}

/** A page whose code did not arrive: says why, and offers a reload. */
export function PageLoadFailed({ title, error }: { title: string; error: unknown }) {
  const reason = describeError(error).replace(/[.\s]+$/, '');
  return (
    <div className="page">
      <h1>{title}</h1>
      <Message tone="error">
        The {title.toLowerCase()} page could not be loaded: {reason}. Check your connection and try again.
      </Message>
      <p>
        {/* React keeps a failed lazy import, so only a reload fetches the chunk again. */}
        <Button variant="primary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </p>
    </div>
  );
}
