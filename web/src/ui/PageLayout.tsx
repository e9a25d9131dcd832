import type { ReactNode } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';

interface Props {
  /** The page's title, already translated: the one h1 of the page. */
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (a hotspot, an info link). */
  info?: ReactNode;
  children: ReactNode;
}

/** A page of the app: its h1 title and description over the content, as every screen lays it out. */
export function PageLayout({ title, description, info, children }: Props) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description} info={info}>
          {title}
        </Header>
      }
    >
      {children}
    </ContentLayout>
  );
}
