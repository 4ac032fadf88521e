/** An RFC 9457 problem details body, as api.md "Errors" specifies it. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  law?: string;
  errors?: string[];
  instance?: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Builds a problem body; `type` is a stable URN made from the code. */
export function problem(status: number, code: string, detail: string, extra: Partial<Problem> = {}): Problem {
  return {
    type: `urn:club-ledger:problem:${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    ...extra,
  };
}
