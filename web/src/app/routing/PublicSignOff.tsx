import { SignOffPage } from '../../features/boardSignOff/pages/SignOffPage';
import { PublicQueries } from './PublicQuestionnaire';

/** The public board sign-off page outside the shell (docs/decisions/0113-board-sign-off.md). */
export function PublicSignOff() {
  return (
    <PublicQueries>
      <SignOffPage />
    </PublicQueries>
  );
}
