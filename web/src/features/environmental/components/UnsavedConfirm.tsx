import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ns } from '../i18n';

interface Props {
  onCancel: () => void;
  onDiscard: () => void;
  /** What would be lost; the monthly drawer's text unless given. */
  body?: string;
}

/** The spec's error catalogue: confirm closing a dialog with unsaved changes; focus goes to the safe choice. */
export function UnsavedConfirm({ onCancel, onDiscard, body }: Props) {
  const { t } = useTranslation(ns);
  const cancel = useRef<ButtonProps.Ref>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby="unsaved-title" aria-describedby="unsaved-body" data-testid="unsaved">
      <Alert
        type="warning"
        header={<span id="unsaved-title">{t('unsavedTitle')}</span>}
        action={
          <SpaceBetween direction="horizontal" size="xs">
            <Button ref={cancel} onClick={onCancel}>
              {t('keepEditing')}
            </Button>
            <Button variant="primary" onClick={onDiscard}>
              {t('discard')}
            </Button>
          </SpaceBetween>
        }
      >
        <span id="unsaved-body">{body ?? t('unsavedBody')}</span>
      </Alert>
    </div>
  );
}
