import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import Spinner from '@cloudscape-design/components/spinner';
import { useRoleSidebar } from '../../api/getRoleSidebar';
import { ns } from '../../i18n';
import { groupTitle, pageTitle } from '../../pageTitle';

/** GET /api/pages/sidebar/{id}: what the role's members will find in their side navigation. */
export function SidebarPreview({ roleId }: { roleId: string }) {
  const { t } = useTranslation(ns);
  const sidebar = useRoleSidebar(roleId);
  const groups = sidebar.data ?? [];
  return (
    <Container
      header={<Header description={t('sidebarDescription')}>{t('sidebarTitle')}</Header>}
      data-testid="navigation-preview"
    >
      {sidebar.isPending && <Spinner />}
      {sidebar.data && groups.length === 0 && <Box>{t('emptySidebar')}</Box>}
      {groups.length > 0 && (
        <SideNavigation
          // A preview: following a link would leave the page, so links are inert here.
          onFollow={(event) => event.preventDefault()}
          items={groups.map((g) => ({
            type: 'section-group',
            title: groupTitle(t, g.titleKey),
            items: g.items.map((p) => ({ type: 'link', text: pageTitle(t, p.titleKey), href: p.path })),
          }))}
        />
      )}
    </Container>
  );
}
