import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { ConversionsTab } from '../components/ConversionsTab';
import { ConverterPanel } from '../components/ConverterPanel';
import { TypesTab } from '../components/TypesTab';
import { UnitsTab } from '../components/UnitsTab';
import { useUnitCatalogue } from '../components/useUnitCatalogue';
import { ns } from '../i18n';

/** /administration/UOM (issue 5 §5): units, unit types, exact conversions and a converter. */
export function UnitsPage() {
  const { t } = useTranslation(ns);
  const catalogue = useUnitCatalogue();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('title')}
        </Header>
      }
    >
      <Container>
        <Tabs
          tabs={[
            { id: 'units', label: t('tabUnits'), content: <UnitsTab catalogue={catalogue} /> },
            { id: 'types', label: t('tabTypes'), content: <TypesTab catalogue={catalogue} /> },
            { id: 'conversions', label: t('tabConversions'), content: <ConversionsTab catalogue={catalogue} /> },
            { id: 'converter', label: t('tabConverter'), content: <ConverterPanel catalogue={catalogue} /> },
          ]}
        />
      </Container>
    </ContentLayout>
  );
}
