import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Tabs from '@cloudscape-design/components/tabs';
import { ConversionsTab } from '../components/ConversionsTab';
import { ConverterPanel } from '../components/ConverterPanel';
import { TypesTab } from '../components/TypesTab';
import { UnitsTab } from '../components/UnitsTab';
import { useUnitCatalogue } from '../components/useUnitCatalogue';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** /administration/UOM: units, unit types, exact conversions and a converter. */
export function UnitsPage() {
  const { t } = useTranslation(ns);
  const catalogue = useUnitCatalogue();
  return (
    <PageLayout title={t('title')} description={t('description')}>
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
    </PageLayout>
  );
}
