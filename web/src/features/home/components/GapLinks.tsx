import { useTranslation } from 'react-i18next';
import { answeringPage } from '@esg/core/pages/answeringPage';
import { provisionTitle } from '@esg/core/catalogue/provisionTitle';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatAside } from '../../../i18n/format';
import { languageOf } from '../../../i18n/languages';
import { AppLink } from '../../../ui/AppLink';

/** Each provision a section lacks: its title and code, linking to the page that answers it. */
export function GapLinks({ codes }: { codes: readonly string[] }) {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return (
    <SpaceBetween size="xs">
      {codes.map((code) => {
        const route = answeringPage(code)?.route;
        const name = formatAside(provisionTitle(code)[language], code, language);
        return <Box key={code}>{route ? <AppLink href={route}>{name}</AppLink> : name}</Box>;
      })}
    </SpaceBetween>
  );
}
