import { issuesAt, issueText } from './issues';
import { usePageForm } from './context';

/** The message a control shows next to itself, in the interface language; undefined when all is well. */
export function useIssueText(path: string, owns: 'self' | 'subtree' = 'subtree'): string | undefined {
  const { issues, lang } = usePageForm();
  const texts = [...new Set(issuesAt(issues, path, owns).map((i) => issueText(i, lang)))];
  return texts.length ? texts.join(' ') : undefined;
}
