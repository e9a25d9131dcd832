import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LinkFacts } from '../../../ui/LinkFacts';
import { PublicFrame } from '../../../ui/PublicFrame';
import { PublicLinkStates } from '../../../ui/PublicLinkStates';
import { questionnaireQuery } from '../api/link';
import { ScoreForm } from '../components/ScoreForm';
import { ThankYou } from '../components/ThankYou';
import { languageOf } from '../../../i18n/languages';
import { ns } from '../i18n';

/**
 * `/questionnaire?id=…` (ADR 0030): public, no sign-in. The board member's form: company,
 * year, their name and the topics, two 1–10 scores each; through a stakeholder link, the group's name. Every broken link — missing, wrong,
 * tampered, reset or revoked — shows the same page, which says nothing about whether it existed; a
 * printed year's link shows that the questionnaire is closed, and nothing else.
 */
export function QuestionnairePage() {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const link = useQuery({ ...questionnaireQuery(id), enabled: id !== '' });
  const [thanks, setThanks] = useState(false);
  // Sent from this page just now: the answers were submitted, not "already" (the catalogue's word for a second send).
  const [sent, setSent] = useState(false);
  const closeThanks = useCallback(() => setThanks(false), []);
  const view = link.data;
  // A stakeholder group's shared link (ADR 0051): the group's name where a member's would be.
  const stakeholder = view?.respondent === 'stakeholder';

  return (
    <PublicFrame
      product={t('product')}
      title={t(stakeholder ? 'stakeholderTitle' : 'title')}
      description={t(stakeholder ? 'stakeholderDescription' : 'description')}
      languageId="questionnaire-language"
      width="wide"
    >
      <PublicLinkStates ns={ns} id={id} link={link} testId="questionnaire">
        {(view) => (
          <SpaceBetween size="l">
            <LinkFacts
              ns={ns}
              company={view.company}
              yearEnd={view.yearEnd}
              items={[
                { label: t(stakeholder ? 'group' : 'member'), value: view.memberNames?.[lang] ?? view.memberName },
              ]}
            />
            {view.submitted ? (
              <Alert type="success" data-testid="questionnaire-submitted">
                {sent ? t('submittedNow') : t('questionnaireSubmitted', { ns: 'common' })}
              </Alert>
            ) : (
              <ScoreForm
                id={id}
                view={view}
                onSubmitted={() => {
                  setSent(true);
                  setThanks(true);
                }}
              />
            )}
          </SpaceBetween>
        )}
      </PublicLinkStates>
      {thanks && <ThankYou onClose={closeThanks} />}
    </PublicFrame>
  );
}
