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

/**
 * The centred panel of a page for visitors without a profile (account pages, questionnaire links). The language is
 * chosen below a short form, and above a long one (a wide page: a questionnaire, a sign-off, a supplier's answer),
 * where a reader who opened a link in the wrong language would otherwise scroll through it all to find the choice.
 */
export function PublicFrame({ product, title, description, children, footer, languageId, width = 'normal' }: Props) {
  const language = (
    <SpaceBetween size="s" alignItems={width === 'wide' ? 'end' : 'center'}>
      <LanguageSelect controlId={languageId} />
    </SpaceBetween>
  );
  return (
    <PublicPanel width={width}>
      <SpaceBetween size="l">
        <Box textAlign="center" fontSize="heading-l" fontWeight="bold" color="text-body-secondary">
          {product}
        </Box>
        {width === 'wide' && language}
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
        {width !== 'wide' && language}
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
