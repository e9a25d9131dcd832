import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { ns } from '../i18n';
import { TOPIC_IDS, TOPICS, type Topic } from '../topics';

/** The HKEX topics as tags: pressing one filters the cards to it and offers its data page. */
export function TopicTags({ topic, onTopic }: { topic: Topic | null; onTopic: (t: Topic | null) => void }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  return (
    <SpaceBetween size="xs">
      <div role="group" aria-label={t('topics')}>
        <SpaceBetween direction="horizontal" size="xs">
          {TOPIC_IDS.map((id) => (
            <ToggleButton
              key={id}
              pressed={topic === id}
              onChange={({ detail }) => onTopic(detail.pressed ? id : null)}
            >
              {t(`tag_${id}`)}
            </ToggleButton>
          ))}
        </SpaceBetween>
      </div>
      {topic && (
        <Box>
          <Link
            href={TOPICS[topic]}
            onFollow={(e) => {
              e.preventDefault();
              void navigate(TOPICS[topic]);
            }}
          >
            {t('topicLink', { topic: t(`tag_${topic}`) })}
          </Link>
        </Box>
      )}
    </SpaceBetween>
  );
}
