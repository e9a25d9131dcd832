import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import { languageOf } from '../../../i18n/languages';
import { DialogFooter } from '../../../ui/DialogFooter';
import { topicsQuery } from '../api/boardQuestionnaire';
import { ownShown, useSimplified } from '../../../ui/wording';
import { ns } from '../i18n';

interface Props {
  year: string;
  busy: boolean;
  onCancel: () => void;
  onSend: () => void;
}

/**
 * Before "Send to all": the materiality topics the members will score, for a last review — the
 * first answer freezes them (the answers are about them).
 */
export function SendAllConfirm({ year, busy, onCancel, onSend }: Props) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const toSimplified = useSimplified(lang);
  const topics = useQuery(topicsQuery(year));
  return (
    <Modal
      visible
      header={t('sendAllTitle')}
      closeAriaLabel={t('cancel')}
      onDismiss={onCancel}
      footer={<DialogFooter confirm={t('sendAll')} onCancel={onCancel} onConfirm={onSend} busy={busy} />}
    >
      <Box variant="p">{t('sendAllReview')}</Box>
      {topics.isPending ? (
        <Spinner />
      ) : (
        <ol data-testid="send-topics">
          {(topics.data?.topics ?? []).map((topic) => (
            <li key={topic.id}>{ownShown(topic.name, topic.custom.name, toSimplified)[lang]}</li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
