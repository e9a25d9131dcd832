import { Component, type ReactNode } from 'react';
import { PageTimeout } from './PageTimeout';

interface State {
  error: unknown;
}

/**
 * Catches a page chunk that could not be loaded even after its retry and shows the same
 * message as a timeout. Any other error is rethrown to the router's boundary.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkError(error)) return <PageTimeout />;
    throw error;
  }
}

function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}
