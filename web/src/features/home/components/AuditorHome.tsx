import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { defineMessages, registerMessages } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import { myPagesQuery } from '../../../shell/myPages';
import { AppLink } from '../../../ui/AppLink';
import { useCompanyName } from '../../../ui/wording';
import { cn } from '../messages/auditor/cn';
import { en } from '../messages/auditor/en';
import { hk } from '../messages/auditor/hk';

/** An auditor's words: only an auditor's Home loads them, in all three languages, with this chunk (ADR 0084). */
const ns = registerMessages('auditorHome', defineMessages(en, { hk, cn }));

type Key = keyof typeof en;

/** What an auditor does, each with the way to the screen that does it. */
const STEPS: { title: Key; text: Key; link: Key; path: string }[] = [
  { title: 'sampleTitle', text: 'sampleText', link: 'sampleLink', path: '/reporting/audit_sample' },
  { title: 'trailTitle', text: 'trailText', link: 'trailLink', path: '/reporting/audit_sample' },
  { title: 'packTitle', text: 'packText', link: 'packLink', path: '/reporting/data_quality' },
  { title: 'reportTitle', text: 'reportText', link: 'reportLink', path: '/reporting/view_pdf' },
];

const Step = ({ title, children }: { title: string; children: ReactNode }) => (
  <SpaceBetween size="xxs">
    <Header variant="h3">{title}</Header>
    {children}
  </SpaceBetween>
);

/**
 * An invited auditor's Home (docs/decisions/0115-the-auditor.md): not the reporting team's words (fill in, submit,
 * print) but what the auditor can do — open the years of its invitation, draw a sample, read a figure's trail,
 * download the assurance pack, read the reports — each with a link to its screen. A screen the role's pages do not
 * hold is not offered (no link to a refusal).
 */
export function AuditorHome() {
  const { t, i18n } = useTranslation(ns);
  const { stored, year } = useSession();
  const company = useCompanyName({ en: stored?.company?.name ?? '', zh: stored?.company?.nameZh }, i18n.language);
  const pages = useQuery(myPagesQuery());
  const offered = (path: string) => Boolean(pages.data?.some((p) => p.path === path));
  const years = Object.values(sessionStore.yearEnds()).sort().reverse();
  return (
    <Container
      data-testid="auditor-home"
      header={
        <Header variant="h2" description={t('intro', { company: company.text })}>
          {t('title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Step title={t('yearsTitle')}>
          <Box variant="p">{t('yearsText')}</Box>
          <ul>
            {years.map((y) => (
              <li key={y}>
                {y === year ? (
                  t('yearOpen', { date: formatDate(y) })
                ) : (
                  // As the year menu chooses it; Home holds no edits for the year guard to ask about.
                  <Button variant="inline-link" onClick={() => sessionStore.setYear(y)}>
                    {t('openYear', { date: formatDate(y) })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {offered('/dashboard') && <AppLink href="/dashboard">{t('dashboard')}</AppLink>}
        </Step>
        {STEPS.filter((s) => offered(s.path)).map((s) => (
          <Step key={s.title} title={t(s.title)}>
            <Box variant="p">{t(s.text)}</Box>
            <AppLink href={s.path}>{t(s.link)}</AppLink>
          </Step>
        ))}
      </SpaceBetween>
    </Container>
  );
}
