import type { AxiosResponse } from 'axios';

export type HttpStatus = number | '000';

/** Rejection value of the HTTP client; msg is already in the user's language. */
export class HttpError extends Error {
  readonly status: HttpStatus;
  readonly code: number | undefined;
  readonly msg: string;
  readonly response: AxiosResponse | undefined;

  constructor(msg: string, status: HttpStatus, code?: number, response?: AxiosResponse) {
    super(msg);
    this.name = 'HttpError';
    this.msg = msg;
    this.status = status;
    this.code = code;
    this.response = response;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError || (value instanceof Error && value.name === 'HttpError');
}
