export * from './http-client';
export * from './http-error';
export * from './http-ui';
export * from './sanitize';
export * from './status-messages';
export * from './keepalive-post';
export * from './download';
