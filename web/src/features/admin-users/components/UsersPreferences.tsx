import { useTranslation } from 'react-i18next';
import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import { ns } from '../i18n';

export type Preferences = Required<Pick<CollectionPreferencesProps.Preferences, 'pageSize' | 'contentDisplay'>>;

/** Who changed what and when is one click away; the table opens with what is looked at most. */
const HIDDEN = ['langKey', 'createdBy', 'createdDate', 'lastModifiedBy'];

/** What the preferences need of a column: its id and (string) header. */
interface Column {
  id?: string;
  header: unknown;
}

export const defaultPreferences = (columns: readonly Column[]): Preferences => ({
  pageSize: 20,
  contentDisplay: columns.map((c) => ({ id: c.id!, visible: !HIDDEN.includes(c.id!) })),
});

interface Props {
  columns: readonly Column[];
  preferences: Preferences;
  onChange: (preferences: Preferences) => void;
}

/** Page size and visible columns (Cloudscape's collection preferences; its own labels come from I18nProvider). */
export function UsersPreferences({ columns, preferences, onChange }: Props) {
  const { t } = useTranslation(ns);
  return (
    <CollectionPreferences
      preferences={preferences}
      onConfirm={({ detail }) => onChange({ ...preferences, ...(detail as Partial<Preferences>) })}
      pageSizePreference={{
        options: [10, 20, 50, 100].map((value) => ({ value, label: t('matches', { count: value }) })),
      }}
      contentDisplayPreference={{
        options: columns.map((c) => ({ id: c.id!, label: String(c.header), alwaysVisible: c.id === 'login' })),
      }}
    />
  );
}
