import type { FormEvent, ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface Props {
  label: string;
  submitText: string;
  submittingText: string;
  submitting: boolean;
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
}

/** A labelled form with one primary action and the failure of its last submit above the fields. */
export function AccountForm({ label, submitText, submittingText, submitting, failure, onSubmit, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={submitting} loadingText={submittingText}>
            {submitText}
          </Button>
        }
      >
        <SpaceBetween size="m">
          {failure && (
            <Alert type="error" data-testid="account-failure">
              {failure}
            </Alert>
          )}
          {children}
        </SpaceBetween>
      </Form>
    </form>
  );
}
