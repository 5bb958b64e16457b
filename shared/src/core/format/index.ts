export * from './date-format';
export * from './time-ago';
export * from './number-format';
export * from './zoned-times';
