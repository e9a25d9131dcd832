import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { QuestionnairePage } from '../../features/questionnaire/pages/QuestionnairePage';
import { queryClient } from '../queryClient';

/** A public link's page outside the shell: it reads and writes through react-query too. */
export function PublicQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The public questionnaire page outside the shell. */
export function PublicQuestionnaire() {
  return (
    <PublicQueries>
      <QuestionnairePage />
    </PublicQueries>
  );
}
