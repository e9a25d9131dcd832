/** The runtime configuration the host writes next to the app (local gateway or deploy step). */
export interface RuntimeConfig {
  version: string;
  cognito: {
    userPoolId: string;
    userPoolClientId: string;
    /** Only locally: the gateway's proxy to cognito-local. Absent in AWS. */
    userPoolEndpoint?: string;
    /** USER_PASSWORD_AUTH locally (cognito-local has no SRP), USER_SRP_AUTH in AWS. */
    authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  };
}

let current: RuntimeConfig | undefined;

function isConfig(value: unknown): value is RuntimeConfig {
  const v = value as RuntimeConfig | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.cognito?.userPoolId === 'string' &&
    typeof v.cognito.userPoolClientId === 'string'
  );
}

/** Fetched once at boot; the app cannot sign anyone in without it. */
export async function loadConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!isConfig(body)) throw new Error('config.json: missing cognito settings');
  current = {
    ...body,
    cognito: { ...body.cognito, authFlowType: body.cognito.authFlowType ?? 'USER_SRP_AUTH' },
  };
  return current;
}

export function getConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config not loaded');
  return current;
}

/** Client build version (the spec's languages), baked in at build time from web/package.json. */
export const CLIENT_VERSION: string = __APP_VERSION__;
