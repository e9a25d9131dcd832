import { useRef, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea, { type TextareaProps } from '@cloudscape-design/components/textarea';
import type { CommentView } from '@esg/core/schemas/workflow';
import { errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../i18n/format';
import { useCommentAction, type TaskRef } from '../api/tasks';
import { commentableFields, declarationOf, WHOLE } from '../fields';
import { useWorkflowText } from '../i18n';

interface Props {
  taskRef: TaskRef;
  comments: readonly CommentView[];
  /** The page's writers and the reviewers write comments; everyone else reads them. */
  canComment: boolean;
  /** A field's name in the reader's language. */
  label: (field: string) => string;
  /** On a location: the rows a comment can be put on (a page offers its own fields). */
  fieldChoices?: readonly string[];
}

/** One thread: its messages, a reply (which reopens a resolved thread) and, while open, Resolve. */
function Thread({ comment, taskRef, canComment, label }: { comment: CommentView } & Omit<Props, 'comments'>) {
  const { t } = useWorkflowText();
  const act = useCommentAction(taskRef);
  const [reply, setReply] = useState('');
  // Resolve goes away with the open thread: focus moves to the thread's reply, not to the page's body (ADR 0111).
  const replyBox = useRef<TextareaProps.Ref>(null);
  const field = label(comment.field);
  // Sent, its button is disabled with the emptied box: focus goes back to the box.
  const sent = () => {
    setReply('');
    replyBox.current?.focus();
  };
  const open = comment.status === 'open';
  return (
    <Container
      data-testid={`thread-${comment.id}`}
      header={
        <Header
          variant="h3"
          actions={
            canComment &&
            open && (
              <Button
                onClick={() =>
                  act.mutate(
                    { kind: 'resolve', id: comment.id, version: comment.version },
                    { onSuccess: () => replyBox.current?.focus() },
                  )
                }
                loading={act.isPending && act.variables?.kind === 'resolve'}
              >
                {t('resolve')}
              </Button>
            )
          }
        >
          <SpaceBetween direction="horizontal" size="xs">
            <span>{t('commentOn', { field })}</span>
            <Badge color={open ? 'red' : 'green'}>{open ? t('threadOpen') : t('threadResolved')}</Badge>
          </SpaceBetween>
        </Header>
      }
    >
      <SpaceBetween size="s">
        {comment.messages.map((m, i) => (
          <div key={i}>
            {/* What people wrote and their names are theirs, in whatever language they wrote. */}
            <Box variant="small">
              <span translate="no">{m.by.name}</span> · {formatDateTime(m.at)}
            </Box>
            <div translate="no">{m.text}</div>
          </div>
        ))}
        {canComment && (
          <SpaceBetween direction="horizontal" size="xs" alignItems="end">
            <FormField label={t('replyLabel', { field })}>
              <Textarea ref={replyBox} value={reply} rows={2} onChange={(e) => setReply(e.detail.value)} />
            </FormField>
            <Button
              disabled={reply.trim() === ''}
              loading={act.isPending && act.variables?.kind === 'reply'}
              onClick={() => act.mutate({ kind: 'reply', id: comment.id, text: reply.trim() }, { onSuccess: sent })}
            >
              {t('sendReply')}
            </Button>
          </SpaceBetween>
        )}
        {act.error && <Alert type="error">{errorText(t, act.error)}</Alert>}
      </SpaceBetween>
    </Container>
  );
}

/** A new thread: which field it is about (or the page as a whole) and what it says. */
function NewThread({ taskRef, label, fieldChoices }: Pick<Props, 'taskRef' | 'label' | 'fieldChoices'>) {
  const { t, lang } = useWorkflowText();
  const act = useCommentAction(taskRef);
  const [field, setField] = useState(WHOLE);
  const [text, setText] = useState('');
  const textBox = useRef<TextareaProps.Ref>(null);
  // Added, its button is disabled with the emptied box: focus goes back to the box (ADR 0111).
  const added = () => {
    setText('');
    textBox.current?.focus();
  };
  const options = [
    { value: WHOLE, label: t('generalField') },
    ...(fieldChoices
      ? fieldChoices.map((f) => ({ value: f, label: label(f) }))
      : commentableFields(declarationOf(taskRef.pageKey), lang)),
  ];
  return (
    <SpaceBetween size="s">
      <FormField label={t('commentField')}>
        <Select
          selectedOption={options.find((o) => o.value === field) ?? options[0]!}
          options={options}
          filteringType="auto"
          onChange={(e) => setField(e.detail.selectedOption.value ?? WHOLE)}
        />
      </FormField>
      <FormField label={t('commentText')}>
        <Textarea ref={textBox} value={text} rows={3} onChange={(e) => setText(e.detail.value)} />
      </FormField>
      <Button
        disabled={text.trim() === ''}
        loading={act.isPending}
        onClick={() => act.mutate({ kind: 'new', field, text: text.trim() }, { onSuccess: added })}
      >
        {t('addComment')}
      </Button>
      {act.error && <Alert type="error">{errorText(t, act.error)}</Alert>}
    </SpaceBetween>
  );
}

/**
 * The comment threads of a task (ADR 0102): each on a field, visible to its owners, closed when resolved; an open
 * thread blocks approval. Writers and reviewers add, reply and resolve.
 */
export function CommentThreads({ comments, ...props }: Props) {
  const { t } = useWorkflowText();
  // Open threads first: they are what blocks the approval.
  const sorted = [...comments].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
  return (
    <SpaceBetween size="m">
      <Header variant="h3" counter={`(${comments.length})`}>
        {t('commentsHeader')}
      </Header>
      {sorted.length === 0 && <Box color="text-body-secondary">{t('noComments')}</Box>}
      {sorted.map((c) => (
        <Thread key={c.id} comment={c} {...props} />
      ))}
      {props.canComment && <NewThread {...props} />}
    </SpaceBetween>
  );
}
