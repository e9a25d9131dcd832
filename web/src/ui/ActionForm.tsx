import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';

interface Props {
  /** The container's heading, already translated. */
  header: string;
  headerVariant?: 'h2' | 'h3';
  /** The one primary action and its words. */
  action: string;
  loading: boolean;
  onAction: () => void;
  /** Why the action is not open (the form is read, not changed): the action is disabled and says so. */
  disabledReason?: string;
  children: ReactNode;
}

/** A form of its own on a page (not a dialog): a headed container, the fields, one primary action. */
export function ActionForm({
  header,
  headerVariant = 'h2',
  action,
  loading,
  onAction,
  disabledReason,
  children,
}: Props) {
  return (
    <Container header={<Header variant={headerVariant}>{header}</Header>}>
      <form onSubmit={(e) => e.preventDefault()}>
        <Form
          actions={
            <Button
              variant="primary"
              loading={loading}
              onClick={onAction}
              disabled={disabledReason !== undefined}
              disabledReason={disabledReason}
            >
              {action}
            </Button>
          }
        >
          {children}
        </Form>
      </form>
    </Container>
  );
}
