export * from './validation-result';
export * from './login-validators';
export * from './registration-validators';
export * from './quotation-validators';
export * from './upload-validators';
export * from './input-filters';
export * from './supplier-detail-validators';
