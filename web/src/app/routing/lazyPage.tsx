import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { PageLoading } from './PageLoading';
import { LOADING_DELAY_MS, retryOnce, type PageKind } from './loading';
import { chineseReady } from '../../i18n';

export type PageLoader = () => Promise<ComponentType>;

/**
 * A lazily loaded page element (the spec's loading behaviour): its own chunk, fetched once more on
 * failure, with the kind's indicator delay and the 10 s timeout. In hk or cn it renders once the Chinese of the
 * namespaces its chunk registered has arrived (docs/decisions/0084-first-load.md).
 */
export function lazyPage(load: PageLoader, kind: PageKind): ReactElement {
  const Page = lazy(
    retryOnce(() =>
      load().then(async (component) => {
        await chineseReady();
        return { default: component };
      }),
    ),
  );
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageLoading delay={LOADING_DELAY_MS[kind]} />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
