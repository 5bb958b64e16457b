/** Default message key for a status with no body msg (spec 01 §8); '000' means no answer at all. */
export function defaultMessageKeyForStatus(status: number | string | undefined | null): string {
  const code = status === undefined || status === null || status === '' ? '000' : String(status);
  switch (code) {
    case '000':
    case '0':
      return 'http.status000';
    case '401':
    case '403':
      return 'http.noPermission';
    case '404':
      return 'http.notFound';
    case '426':
      return 'http.userOrPasswordWrong';
    case '429':
      return 'http.tooManyRequests';
    // Not in the spec's table: what a gateway or the server says while the database is away.
    case '502':
    case '503':
    case '504':
      return 'http.serviceUnavailable';
    default:
      return 'http.unknown';
  }
}
