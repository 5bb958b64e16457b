// A jsonb column as the driver hands it back: pg and PGlite parse it, a driver that leaves jsonb
// alone gives its text. Every query module that reads jsonb reads it through this.
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
