import { QueryClientProvider } from '@tanstack/react-query';
import { QuestionnairePage } from '../../features/questionnaire/pages/QuestionnairePage';
import { queryClient } from '../queryClient';

/** The public questionnaire page outside the shell: it reads and writes through react-query too. */
export function PublicQuestionnaire() {
  return (
    <QueryClientProvider client={queryClient}>
      <QuestionnairePage />
    </QueryClientProvider>
  );
}
