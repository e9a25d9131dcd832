/** Shown when the API cannot be reached at all (docs/spec-coverage.md, "Messages"). */
export const NETWORK_ERROR_MESSAGE = 'Oops! Network Error. Try again later';

export interface FieldIssue {
  path: string;
  message: string;
  code?: string;
  /** The catalogue message key of `message` (the generic rules, ADR 0048), to say it in the user's language. */
  messageKey?: string;
  params?: Record<string, string | number>;
}

/** The API's error object (core/src/errors.ts `toBody`; docs/architecture.md, step 3). */
export interface ApiErrorBody {
  success: false;
  code: string;
  status: number;
  statusMessage: string;
  message: string;
  messageKey?: string;
  /** null when the error carries nothing (core/src/errors.ts `toBody`). */
  data?: ({ issues?: FieldIssue[]; current?: unknown } & Record<string, unknown>) | null;
  meta?: { requestId?: string };
}

/** Every failed call rejects with this; `status` 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string | undefined;
  readonly issues: FieldIssue[];
  readonly requestId: string | undefined;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, code: string, message: string, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.messageKey = body?.messageKey ?? (status === 0 ? 'networkError' : undefined);
    this.issues = body?.data?.issues ?? [];
    this.requestId = body?.meta?.requestId;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * What a version conflict (409) carries: the item as stored now (core/src/infra/db/write.ts) or the view
   * the refused save answers with (ADR 0083); undefined for any other refusal.
   */
  get current(): unknown {
    return this.status === 409 ? this.body?.data?.current : undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const v = value as ApiErrorBody | null;
  return typeof v === 'object' && v !== null && v.success === false && typeof v.status === 'number';
}

/** The body's message, else the status text, else a generic one. */
export async function toApiError(res: Response): Promise<ApiError> {
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  if (isErrorBody(parsed)) return new ApiError(res.status, parsed.code, parsed.message || parsed.statusMessage, parsed);
  return new ApiError(res.status, `HTTP_${res.status}`, res.statusText || `HTTP ${res.status}`);
}

export const networkError = () => new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
