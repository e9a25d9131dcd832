import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { PageLoading } from './PageLoading';
import { LOADING_DELAY_MS, retryOnce, type PageKind } from './loading';

export type PageLoader = () => Promise<ComponentType>;

/**
 * A lazily loaded page element (the spec's loading behaviour): its own chunk, fetched once more on
 * failure, with the kind's indicator delay and the 10 s timeout.
 */
export function lazyPage(load: PageLoader, kind: PageKind): ReactElement {
  const Page = lazy(retryOnce(() => load().then((component) => ({ default: component }))));
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageLoading delay={LOADING_DELAY_MS[kind]} />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
