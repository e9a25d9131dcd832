import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { SignOffOpenView } from '@esg/core/schemas/signOff';
import { ApiError } from '../../../api/errors';
import type { Language } from '../../../i18n/languages';
import { LinkFacts } from '../../../ui/LinkFacts';
import { PublicLinkStates } from '../../../ui/PublicLinkStates';
import { PublicFrame } from '../../../ui/PublicFrame';
import { SaveError } from '../../../ui/SaveError';
import { useBroughtIntoView } from '../../../ui/useBroughtIntoView';
import { signOffQuery, useAnswerSignOff } from '../api/link';
import { ns } from '../i18n';

const PARTS = ['boardOversight', 'managementApproach', 'progressReview'] as const;

/** A statement part in the reader's language, else in whichever language the company wrote it. */
const partText = (p: { en: string; hk: string; cn: string }, lang: Language) =>
  p[lang].trim() || p.en.trim() || p.hk.trim() || p.cn.trim();

/**
 * `/signoff?id=…` (docs/decisions/0113-board-sign-off.md): public, no sign-in. A director reads the board statement,
 * opens the draft report, and approves or comments. Every broken link — missing, tampered, expired, replaced by a
 * newer send, already answered — shows the same page, which says nothing about the company or the report. A link of
 * a send withdrawn because a page was reopened (opened, or answered while the page was open) says only that (ADR 0113).
 */
export function SignOffPage() {
  const { t, i18n } = useTranslation(ns);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const link = useQuery({ ...signOffQuery(id), enabled: id !== '' });
  const answer = useAnswerSignOff(id);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const done = answer.data?.decision;
  const withdrawn = [link.error, answer.error].some(
    (e) => e instanceof ApiError && e.messageKey === 'signOffWithdrawn',
  );

  // The buttons go away with the answer: focus (and the view) move to what it says, not to the page's body (ADR 0068).
  const answered = done ?? (withdrawn && answer.isError ? 'withdrawn' : null);
  const answerBox = useBroughtIntoView(answered, answered !== null);
  const body = done ? (
    <div ref={answerBox} tabIndex={-1}>
      <Alert
        type="success"
        header={t(done === 'approved' ? 'approvedHeader' : 'commentedHeader')}
        data-testid="signoff-done"
      >
        {t('doneText')}
      </Alert>
    </div>
  ) : withdrawn ? (
    <div ref={answerBox} tabIndex={-1}>
      <Alert type="info" header={t('withdrawnHeader')} data-testid="signoff-withdrawn">
        {t('withdrawnText')}
      </Alert>
    </div>
  ) : (
    <PublicLinkStates ns={ns} id={id} link={link} testId="signoff">
      {(view) => (
        <Statement view={view} language={i18n.language as Language}>
          <SaveError error={answer.error} />
          <SpaceBetween size="m">
            <FormField
              label={t('comment')}
              description={t('commentHint')}
              errorText={commentError ? t('commentRequired') : undefined}
              controlId="signoff-comment"
            >
              <Textarea
                controlId="signoff-comment"
                value={comment}
                onChange={({ detail }) => {
                  setComment(detail.value);
                  setCommentError(false);
                }}
              />
            </FormField>
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                data-testid="signoff-comment-send"
                disabled={answer.isPending}
                onClick={() =>
                  comment.trim()
                    ? answer.mutate({ decision: 'comment', comment: comment.trim() })
                    : setCommentError(true)
                }
              >
                {t('sendComment')}
              </Button>
              <Button
                variant="primary"
                data-testid="signoff-approve"
                loading={answer.isPending}
                onClick={() => answer.mutate({ decision: 'approve' })}
              >
                {t('approve')}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </Statement>
      )}
    </PublicLinkStates>
  );

  return (
    <PublicFrame
      product={t('product')}
      title={t('title')}
      description={t('description')}
      languageId="signoff-language"
      width="wide"
    >
      {body}
    </PublicFrame>
  );
}

function Statement({
  view,
  language,
  children,
}: {
  view: SignOffOpenView;
  language: Language;
  children: React.ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <SpaceBetween size="l">
      <LinkFacts
        ns={ns}
        company={view.company}
        yearEnd={view.yearEnd}
        items={[{ label: t('director'), value: view.directorName }]}
      />
      <Header variant="h2">{t('statement')}</Header>
      <KeyValuePairs
        columns={1}
        items={PARTS.map((p) => ({
          label: t(p),
          value: <Box variant="p">{partText(view.statement[p], language) || t('notAnswered')}</Box>,
        }))}
      />
      <Header variant="h2">{t('draft')}</Header>
      <Link href={view.draftUrl} external data-testid="signoff-draft">
        {t('openDraft')}
      </Link>
      {children}
    </SpaceBetween>
  );
}
