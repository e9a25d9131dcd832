import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { CLIENT_VERSION } from '../../../shell/config';
import { LANGUAGES, LANGUAGE_NAMES, LOCALE, isLanguage, type Language } from '../../../i18n/languages';
import type { Session } from '../../../session/types';
import { landingPath } from './landing';
import { signInText } from './text';
import '../../../ui/publicFrame.css';
import './tokens.css';
import './signIn.css';

interface Props {
  language: Language;
  onLanguage: (language: Language) => void;
  /** After a sign-in the API accepted: the session and where it lands. */
  onSignedIn: (session: Session, path: string) => Promise<void> | void;
  /** Follows a link inside the app; without it a link loads its page. */
  follow?: (to: string) => void;
  /** Notices carried across a redirect to this page (the shell's, as alerts). */
  notices?: ReactNode;
}

const LINKS = [
  { to: '/reset/request', key: 'forgotPassword' },
  { to: '/register', key: 'register' },
] as const;

/**
 * The spec's Login screen, drawn without Cloudscape's components, i18next or the router (ADR 0093):
 * it is the first page most visits open, so it carries only React, its own three-language strings and
 * a stylesheet in Cloudscape's tokens. Cognito and the session contract load when the form is sent.
 */
export function SignInPage({ language, onLanguage, onSignedIn, follow, notices }: Props) {
  const t = signInText(language);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const missing = (value: string) => touched && !value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password || submitting) return;
    setSubmitting(true);
    setFailed(false);
    try {
      const { signInUser } = await import('../../../session/auth');
      const session = await signInUser(username.trim(), password);
      await onSignedIn(session, landingPath(session));
    } catch {
      setFailed(true);
      setSubmitting(false);
    }
  };

  const link = (to: string) => (event: MouseEvent) => {
    if (!follow || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    follow(to);
  };

  return (
    <main className="esg-public esg-signin">
      <div className="esg-signin__panel">
        {notices}
        <div className="esg-signin__brand">
          <h1 className="esg-signin__product">{t('product')}</h1>
          <p className="esg-signin__secondary">{t('tagline')}</p>
        </div>
        <section className="esg-signin__container" aria-labelledby="login-title">
          <h2 id="login-title" className="esg-signin__title">
            {t('title')}
          </h2>
          <p className="esg-signin__secondary">{t('description')}</p>
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('title')}>
            {failed && (
              <div role="alert" className="esg-signin__alert">
                {t('failed')}
              </div>
            )}
            <Field
              name="username"
              label={t('username')}
              value={username}
              onChange={setUsername}
              error={missing(username) ? t('required') : undefined}
            />
            <Field
              name="password"
              label={t('password')}
              value={password}
              onChange={setPassword}
              error={missing(password) ? t('required') : undefined}
            />
            <div className="esg-signin__actions">
              <button type="submit" className="esg-signin__primary" disabled={submitting}>
                {submitting ? t('submitting') : t('submit')}
              </button>
            </div>
          </form>
        </section>
        <nav className="esg-signin__links" aria-label={t('title')}>
          {LINKS.map(({ to, key }) => (
            <a key={to} href={to} onClick={link(to)}>
              {t(key)}
            </a>
          ))}
        </nav>
        <div className="esg-signin__language">
          <label htmlFor="login-language">{t('language')}</label>
          <select
            id="login-language"
            value={language}
            onChange={(e) => {
              if (isLanguage(e.target.value)) onLanguage(e.target.value);
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={LOCALE[l]}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
          <small className="esg-signin__secondary" data-testid="client-version">
            {t('version', { version: CLIENT_VERSION })}
          </small>
        </div>
      </div>
    </main>
  );
}

interface FieldProps {
  name: 'username' | 'password';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled field with its error below, the error named by the input; the user name takes the focus. */
function Field({ name, label, value, onChange, error }: FieldProps) {
  const id = `login-${name}`;
  const password = name === 'password';
  return (
    <div className={error ? 'esg-signin__field esg-signin__field--invalid' : 'esg-signin__field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={password ? 'password' : 'text'}
        autoComplete={password ? 'current-password' : 'username'}
        autoFocus={!password}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="esg-signin__error">
          {error}
        </p>
      )}
    </div>
  );
}
