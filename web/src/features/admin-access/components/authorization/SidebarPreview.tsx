import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { useRoleSidebar } from '../../api/getRoleSidebar';
import { ns } from '../../i18n';
import { groupTitle, pageTitle } from '../../pageTitle';
import { NavSection } from '../../../../ui/NavSection';

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
      {/* Drawn as the side navigation draws it (ADR 0126); a preview, so following a link would leave the page: inert. */}
      {groups.map((g, i) => (
        <NavSection key={g.titleKey} id={`esg-nav-preview-${i}`} title={groupTitle(t, g.titleKey)}>
          {g.items.map((p) => (
            <li key={p.path}>
              <a href={p.path} className="esg-nav-link" onClick={(event) => event.preventDefault()}>
                {pageTitle(t, p.titleKey)}
              </a>
            </li>
          ))}
        </NavSection>
      ))}
    </Container>
  );
}
