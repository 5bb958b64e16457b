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
    default:
      return 'http.unknown';
  }
}
