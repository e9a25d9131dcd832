import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LanguageSelect } from './LanguageSelect';
import './publicFrame.css';

interface Props {
  /** The product's name, above the page's own heading. */
  product: string;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The language select's id (one per page). */
  languageId: string;
  width?: 'normal' | 'wide';
}

/** The centred panel of a page for visitors without a profile (account pages, questionnaire links). */
export function PublicFrame({ product, title, description, children, footer, languageId, width = 'normal' }: Props) {
  return (
    <PublicPanel width={width}>
      <SpaceBetween size="l">
        <Box textAlign="center" fontSize="heading-l" fontWeight="bold" color="text-body-secondary">
          {product}
        </Box>
        <Container
          header={
            <Header variant="h1" description={description}>
              {title}
            </Header>
          }
          footer={footer}
        >
          {children}
        </Container>
        <SpaceBetween size="s" alignItems="center">
          <LanguageSelect controlId={languageId} />
        </SpaceBetween>
      </SpaceBetween>
    </PublicPanel>
  );
}

/** The page around a public panel: the panel centred on the screen. */
export function PublicPanel({
  width = 'normal',
  children,
}: {
  width?: 'narrow' | 'normal' | 'wide';
  children: ReactNode;
}) {
  const modifier = width === 'normal' ? '' : ` esg-public__panel--${width}`;
  return (
    <main className="esg-public">
      <div className={`esg-public__panel${modifier}`}>{children}</div>
    </main>
  );
}
