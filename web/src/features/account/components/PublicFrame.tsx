import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ns } from '../i18n';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import '../account.css';

interface Props {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every public account page: product, the page's own heading, the form, language. */
export function PublicFrame({ title, description, children, footer }: Props) {
  const { t } = useTranslation(ns);
  return (
    <main className="esg-account">
      <div className="esg-account__panel">
        <SpaceBetween size="l">
          <Box textAlign="center" fontSize="heading-l" fontWeight="bold" color="text-body-secondary">
            {t('product')}
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
            <LanguageSelect controlId="account-language" />
          </SpaceBetween>
        </SpaceBetween>
      </div>
    </main>
  );
}
